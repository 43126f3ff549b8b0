import { Collapse } from 'antd-mobile';
import { PageLoading } from '@/components/ui/page-loading';
import { useFaq } from '../api/get-faq';
import { useContentTranslation } from '../hooks/use-content-translation';
import articleStyles from './agreement-view.module.css';
import styles from './content.module.css';
import { RichText } from './rich-text';

/** The FAQ as a collapsible list, one question open at a time, in the operator's order. */
export function FaqList() {
  const { t } = useContentTranslation();
  const { data, isPending, isError } = useFaq();

  return (
    <section className={styles.card} aria-labelledby="faq-title" data-testid="faq">
      <h2 id="faq-title" className={styles.heading}>
        {t('content.faq')}
      </h2>
      {isPending ? (
        <PageLoading />
      ) : isError || data.list.length === 0 ? (
        <p className={styles.muted}>{t('content.noFaq')}</p>
      ) : (
        <Collapse accordion className={styles.faq}>
          {data.list.map((item) => (
            <Collapse.Panel key={String(item.id)} title={<span data-testid="faq-question">{item.question}</span>}>
              <RichText html={item.answer} className={articleStyles.content} testId="faq-answer" />
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
    </section>
  );
}
