import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { notify } from './notify';

/** Spec sections 2 and 5: images are .jpg, .jpeg or .png files. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.jpg,.jpeg,.png';
export const UPLOAD_SUCCESS = 'Arquivo enviado com sucesso';
export const UPLOAD_FAILED = 'Erro ao enviar arquivo';

export function isAcceptedImage(file: File): boolean {
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** A preview of the image chosen and not sent yet (an object URL, let go when the choice changes), else null. */
export function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

type ImageUploadProps = {
  label: string;
  /** The image on screen: the saved one, or a preview of the one chosen. */
  src: string | null | undefined;
  /** What the avatar shows without an image. */
  placeholder?: ReactNode;
  onSelect: (file: File) => void;
  onRemove?: () => void;
  busy?: boolean;
  disabled?: boolean;
  radius?: 'md' | 'xl';
};

/** A photo or logo: its preview, a button to choose a .jpg/.jpeg/.png file and one to remove it. */
export function ImageUpload({ label, src, placeholder, onSelect, onRemove, busy = false, disabled = false, radius = 'xl' }: ImageUploadProps) {
  const choose = (file: File | null) => {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      notify.error(UPLOAD_FAILED, { title: 'Envie uma imagem .jpg, .jpeg ou .png' });
      return;
    }
    onSelect(file);
  };
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={src || null} alt={label} size={72} radius={radius} color="brand" variant="light">
        {placeholder ?? <IconPhoto size={28} stroke={1.5} aria-hidden />}
      </Avatar>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={disabled || busy}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={busy}>
                {src ? 'Trocar imagem' : 'Enviar imagem'}
              </Button>
            )}
          </FileButton>
          {src && onRemove && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove} disabled={disabled || busy}>
              Remover
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          JPG ou PNG
        </Text>
      </Stack>
    </Group>
  );
}
