import { IconMapQuestion } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../ui/MessagePage';
import { PRODUCT_NAME } from '../../ui/Brand';

export function NotFoundPage({ inline = false }: { inline?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `Página não encontrada · ${PRODUCT_NAME}`;
  }, []);
  return (
    <MessagePage
      inline={inline}
      icon={<IconMapQuestion size={36} stroke={1.6} aria-hidden />}
      title="Página não encontrada"
      description="O endereço pode ter sido digitado errado ou a página não existe mais."
      action={{ label: 'Voltar ao início', onClick: () => navigate('/') }}
    />
  );
}
