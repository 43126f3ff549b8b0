import { PullToRefresh as AntdPullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * antd-mobile's pull-to-refresh with the app's words, the home page's: its own locales say
 * "Scroll down to refresh" in English and 下拉刷新 / 加载中 in zh-TW (docs/glossary.md).
 */
export function PullToRefresh(props: PullToRefreshProps) {
  const { t } = useTranslation();
  return (
    <AntdPullToRefresh
      pullingText={t('home.pullToRefresh')}
      canReleaseText={t('home.release')}
      refreshingText={t('home.refreshing')}
      completeText={t('home.refreshed')}
      {...props}
    />
  );
}
