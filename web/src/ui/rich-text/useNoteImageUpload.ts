import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { fileScope, useIdempotencyKeys } from '../../relay/useIdempotencyKey';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../notify';
import type { useNoteImageUploadMutation } from './__generated__/useNoteImageUploadMutation.graphql';

const mutation = graphql`
  mutation useNoteImageUploadMutation($input: UploadNoteImageInput!) {
    uploadNoteImage(input: $input) {
      url
      errors {
        field
        messages
      }
      fullMessages
    }
  }
`;

/** Stores an image picked in the editor and answers its signed URL, or null after telling why not. */
export function useNoteImageUpload(): (file: File) => Promise<string | null> {
  const [upload] = useMutationPromise<useNoteImageUploadMutation>(mutation);
  const keys = useIdempotencyKeys();
  return useCallback(
    async (file: File) => {
      try {
        const { uploadNoteImage } = await upload({
          variables: { input: { image: null } },
          uploadables: { 'input.image': file },
          skipErrorToast: true,
          idempotencyKey: keys.keyFor(fileScope(file)),
        });
        if (uploadNoteImage.url) {
          keys.done(fileScope(file));
          return uploadNoteImage.url;
        }
        notify.error(uploadNoteImage.fullMessages[0] ?? 'Erro ao enviar arquivo');
      } catch {
        notify.error('Erro ao enviar arquivo');
      }
      return null;
    },
    [upload, keys],
  );
}
