import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { paths } from '@/config/paths';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyView text={t('routes.notFound')}>
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(paths.home.getHref(), { replace: true })}>
        {t('common.home')}
      </Button>
    </EmptyView>
  );
}
