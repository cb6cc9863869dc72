import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../ui/MessagePage';
import { PRODUCT_NAME } from '../../ui/Brand';

export function AccessDeniedPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `Acesso negado · ${PRODUCT_NAME}`;
  }, []);
  return (
    <MessagePage
      color="red"
      icon={<IconLock size={36} stroke={1.6} aria-hidden />}
      title="Acesso negado"
      description="Você não tem permissão para ver esta tela. Se precisar dela, fale com um administrador da sua conta."
      action={{ label: 'Voltar ao início', onClick: () => navigate('/') }}
    />
  );
}

export const Component = AccessDeniedPage;
