import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueKeys } from '../catalogue-lib';
import { adminHotWords, saveHotWords } from '../api/hot-words';

/** The hot words members see on the mall's search page (issue 22): typed as tags, in order, up to 12. */
export function HotWordsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = [...catalogueKeys.all, 'hot-words'];
  const words = useQuery({ queryKey: key, queryFn: () => adminHotWords() });
  const [list, setList] = useState<string[]>([]);
  // The list under edit starts from each answer read (react.dev "Adjusting some state when a prop changes").
  const [read, setRead] = useState(words.data);
  if (words.data !== read) {
    setRead(words.data);
    if (words.data) setList(words.data.list);
  }
  const save = useMutation({
    mutationFn: () => saveHotWords({ list }),
    onSuccess: async (saved) => {
      setList(saved.list);
      void message.success(t('catalogue.hotWords.saved'));
      await client.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <Card title={t('catalogue.hotWords.title')} size="small" style={{ marginTop: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('catalogue.hotWords.hint')}</Typography.Text>
        <Select
          mode="tags"
          value={list}
          onChange={(next: string[]) =>
            setList(
              next
                .map((w) => w.trim())
                .filter((w) => w.length > 0 && w.length <= 20)
                .slice(0, 12),
            )
          }
          style={{ width: '100%' }}
          aria-label={t('catalogue.hotWords.title')}
          placeholder={t('catalogue.hotWords.placeholder')}
          open={false}
          loading={words.isLoading}
        />
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="hot-words-save">
          {t('common.save')}
        </Button>
      </Space>
    </Card>
  );
}
