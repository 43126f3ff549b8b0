import {
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Popconfirm,
  Rate,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allows } from '@uu/contract/admin-permissions';
import { routes } from '@uu/contract/all-routes';
import { REVIEW_TEXT_MAX, REVIEW_VISIBILITY, type AdminReview } from '@uu/contract/reviews';
import { formatTime } from '@/lib/format';
import { readSession } from '@/lib/session';
import { currentLocale } from '@/lib/i18n';
import { adminGoods } from './api/admin-goods';
import { useAdminReviews, useReplyReview, useSetReviewVisibility } from './api/admin-reviews';
import { catalogueKeys, pickText } from './catalogue-lib';

type Visibility = (typeof REVIEW_VISIBILITY)[number];

/**
 * Reviews moderation (issue 22): the members' reviews, newest first, filtered by goods, rating, shown or hidden and
 * not yet replied; a row opens the review with its photos, to hide or show it (after a confirmation) and reply.
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [rating, setRating] = useState<number | undefined>();
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [unreplied, setUnreplied] = useState(false);
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [open, setOpen] = useState<AdminReview | null>(null);
  const list = useAdminReviews({ ...page, goodsId, rating, visibility, unreplied: unreplied ? 'true' : undefined });
  // The goods a filter may name: the first hundred (searchable by name), as the coupons' scope does.
  const goods = useQuery({ queryKey: [...catalogueKeys.goods, 'review-filter'], queryFn: () => adminGoods({ page: 1, size: 100 }) });
  const filtered =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage((p) => ({ ...p, page: 1 }));
    };

  return (
    <Card title={t('catalogue.nav.reviews')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('catalogue.reviews.goods')}
          placeholder={t('catalogue.reviews.anyGoods')}
          style={{ width: 260 }}
          loading={goods.isLoading}
          value={goodsId}
          onChange={filtered(setGoodsId)}
          options={(goods.data?.list ?? []).map((g) => ({ value: g.id, label: `${pickText(g.name, locale)} (#${g.id})` }))}
        />
        <Select<number>
          allowClear
          aria-label={t('catalogue.reviews.rating')}
          placeholder={t('catalogue.reviews.anyRating')}
          style={{ width: 140 }}
          value={rating}
          onChange={filtered(setRating)}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('catalogue.reviews.stars', { count: n }) }))}
        />
        <Select<Visibility>
          aria-label={t('catalogue.reviews.visibility')}
          style={{ width: 140 }}
          value={visibility}
          onChange={filtered(setVisibility)}
          options={REVIEW_VISIBILITY.map((v) => ({ value: v, label: t(`catalogue.reviews.visibilities.${v}`) }))}
        />
        <Checkbox checked={unreplied} onChange={(e) => filtered(setUnreplied)(e.target.checked)}>
          {t('catalogue.reviews.unreplied')}
        </Checkbox>
      </Space>
      <Table<AdminReview>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={list.data?.list.length ? { x: 'max-content' } : undefined}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          { title: t('catalogue.reviews.goods'), dataIndex: 'goodsName' },
          {
            title: t('catalogue.reviews.rating'),
            dataIndex: 'rating',
            render: (v: number) => <Rate disabled value={v} style={{ fontSize: 14 }} />,
          },
          {
            title: t('catalogue.reviews.content'),
            dataIndex: 'content',
            render: (v: string, row) => (
              <Typography.Text ellipsis style={{ maxWidth: 320 }}>
                {v || t('catalogue.reviews.noText')}
                {row.photos.length ? ` · ${t('catalogue.reviews.photoCount', { count: row.photos.length })}` : ''}
              </Typography.Text>
            ),
          },
          { title: t('catalogue.reviews.author'), dataIndex: 'author' },
          { title: t('catalogue.reviews.state'), key: 'state', render: (_, row) => <ReviewTags review={row} /> },
          { title: t('catalogue.reviews.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
        ]}
      />
      <ReviewDrawer review={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Card>
  );
}

function ReviewTags({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {review.hidden ? <Tag color="red">{t('catalogue.reviews.hidden')}</Tag> : <Tag color="green">{t('catalogue.reviews.shown')}</Tag>}
      {review.reply ? <Tag>{t('catalogue.reviews.replied')}</Tag> : <Tag color="orange">{t('catalogue.reviews.notReplied')}</Tag>}
    </Space>
  );
}

/** One review: what the member wrote, with its photos; hide or show it, reply (goods.edit). */
function ReviewDrawer({
  review,
  onChange,
  onClose,
}: {
  review: AdminReview | null;
  onChange: (r: AdminReview) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const visibility = useSetReviewVisibility();
  const reply = useReplyReview();
  // Only hides what would be refused (goods.edit): the server checks every call again.
  const admin = readSession()?.admin;
  const mayEdit = admin !== undefined && allows(admin.permissions, routes.setReviewVisibility.permission);
  return (
    <Drawer open={review !== null} onClose={onClose} width={560} title={t('catalogue.reviews.detail')} destroyOnHidden>
      {review ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="review-drawer">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('catalogue.reviews.goods')}>
              {review.goodsName}
              {review.spec ? ` · ${review.spec}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('catalogue.reviews.orderNo')}>
              <span style={{ fontFamily: 'monospace' }}>{review.orderNo}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('catalogue.reviews.author')}>{review.author}</Descriptions.Item>
            <Descriptions.Item label={t('catalogue.reviews.rating')}>
              <Rate disabled value={review.rating} />
            </Descriptions.Item>
            <Descriptions.Item label={t('catalogue.reviews.content')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {review.content || t('catalogue.reviews.noText')}
              </Typography.Paragraph>
            </Descriptions.Item>
            {review.photos.length ? (
              <Descriptions.Item label={t('catalogue.reviews.photos')}>
                <Image.PreviewGroup>
                  {review.photos.map((url) => (
                    <Image key={url} src={url} width={64} height={64} style={{ objectFit: 'cover' }} />
                  ))}
                </Image.PreviewGroup>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('catalogue.reviews.createdAt')}>{formatTime(review.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('catalogue.reviews.state')}>
              <ReviewTags review={review} />
            </Descriptions.Item>
            {review.reply ? (
              <Descriptions.Item label={t('catalogue.reviews.reply')}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="review-reply">
                  {review.reply.content}
                </Typography.Paragraph>
                <Typography.Text type="secondary">{formatTime(review.reply.at)}</Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {mayEdit ? (
            <>
              <Popconfirm
                title={review.hidden ? t('catalogue.reviews.showConfirm') : t('catalogue.reviews.hideConfirm')}
                onConfirm={() =>
                  visibility.mutate(
                    { id: review.id, hidden: !review.hidden },
                    {
                      onSuccess: (next) => {
                        onChange(next);
                        void message.success(next.hidden ? t('catalogue.reviews.hiddenDone') : t('catalogue.reviews.shownDone'));
                      },
                    },
                  )
                }
              >
                <Button danger={!review.hidden} loading={visibility.isPending} data-testid="review-visibility">
                  {review.hidden ? t('catalogue.reviews.show') : t('catalogue.reviews.hide')}
                </Button>
              </Popconfirm>
              <Form
                key={`${review.id}-${review.reply?.at ?? ''}`}
                layout="vertical"
                initialValues={{ content: review.reply?.content ?? '' }}
                onFinish={(v: { content?: string }) =>
                  reply.mutate(
                    { id: review.id, content: (v.content ?? '').trim() },
                    {
                      onSuccess: (next) => {
                        onChange(next);
                        void message.success(next.reply ? t('catalogue.reviews.replySaved') : t('catalogue.reviews.replyRemoved'));
                      },
                    },
                  )
                }
              >
                <Form.Item
                  name="content"
                  label={t('catalogue.reviews.reply')}
                  extra={t('catalogue.reviews.replyHint')}
                  rules={[{ max: REVIEW_TEXT_MAX, message: t('catalogue.form.tooLong', { max: REVIEW_TEXT_MAX }) }]}
                >
                  <Input.TextArea rows={3} maxLength={REVIEW_TEXT_MAX} showCount data-testid="review-reply-input" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="review-reply-save">
                  {t('catalogue.reviews.replySave')}
                </Button>
              </Form>
            </>
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
