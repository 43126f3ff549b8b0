import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { setMemberStatusBodySchema, type MemberDetail, type MemberSummary } from '@uu/contract/admin-members';
import { Code } from '@uu/contract/codes';
import { LEVELS } from '@uu/contract/enums';
import { routes } from '@uu/contract/all-routes';
import { ApiError } from '@/lib/api';
import { formatTime } from '@/lib/format';
import { mayCall, MemberStatusTag } from './member-status';
import { MemberOrders, MemberTeam } from './member-team-orders';
import { LiftPayLock, MemberNotes, MemberSecurity } from './member-tools';
import { MemberWallet } from './member-wallet';
import { activateMember } from './api/activate-member';
import { adminMemberDetail } from './api/admin-member-detail';
import { adminRevokeMemberSessions } from './api/admin-revoke-member-sessions';
import { adminSetMemberStatus } from './api/admin-set-member-status';
import { setMemberLevel } from './api/set-member-level';

type Session = MemberDetail['sessions'][number];

/** A failed action's message is shown by the query client; the confirmation just closes. */
const ignore = () => undefined;

/**
 * One member (product.md "Admin console": Members): profile and the operator's actions on it
 * (activate, level, disable or enable with a reason, tags and note, password resets, lifting a
 * payment lock), wallet, team, orders and open sessions.
 * Actions the operator's role may not call are not shown; the server checks each call anyway.
 */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ['admin', 'member', id],
    queryFn: () => adminMemberDetail({ id }),
    enabled: valid,
  });

  const notFound = !valid || (detail.error instanceof ApiError && detail.error.code === Code.MEMBER_NOT_FOUND);
  if (notFound)
    return (
      <Result
        status="404"
        title="404"
        subTitle={t('common.notFound')}
        extra={<Button onClick={() => navigate('/members')}>{t('members.back')}</Button>}
      />
    );
  if (!detail.data) return detail.isLoading ? <Spin /> : <Empty />;
  const d = detail.data;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('members.back')} onClick={() => navigate(-1)} />
            <span data-testid="member-title">{`${d.member.nickname} · ${d.member.memberNo}`}</span>
            <span data-testid="member-status">
              <MemberStatusTag status={d.member.status} />
            </span>
            <Tag>{t('members.levelN', { level: d.member.level })}</Tag>
          </Space>
        }
      >
        <Tabs
          items={[
            { key: 'overview', label: t('members.tabs.overview'), children: <Overview detail={d} /> },
            { key: 'wallet', label: t('members.tabs.wallet'), children: <MemberWallet detail={d} /> },
            { key: 'team', label: t('members.tabs.team'), children: <MemberTeam detail={d} /> },
            { key: 'orders', label: t('members.tabs.orders'), children: <MemberOrders detail={d} /> },
            { key: 'sessions', label: t('members.tabs.sessions'), children: <Sessions detail={d} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

function MemberLink({ member }: { member: { id: number; nickname: string; memberNo: string } | null }) {
  return member ? <Link to={`/members/${member.id}`}>{`${member.nickname} (${member.memberNo})`}</Link> : <>—</>;
}

/** After a change: the detail again (and the lists that show this member). */
function useRefresh(id: number) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ['admin', 'member', id] });
    await client.invalidateQueries({ queryKey: ['admin', 'members'] });
  };
}

function Overview({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const m = detail.member;
  const refresh = useRefresh(m.id);
  const [statusForm] = Form.useForm<{ reason: string }>();
  const [changing, setChanging] = useState<boolean | null>(null);

  const activate = useMutation({
    mutationFn: () => activateMember({ id: m.id }),
    onSuccess: async () => {
      void message.success(t('members.actions.activated'));
      await refresh();
    },
  });
  const level = useMutation({
    mutationFn: (value: number) => setMemberLevel({ id: m.id }, { level: value }),
    onSuccess: async () => {
      void message.success(t('members.actions.levelSaved'));
      await refresh();
    },
  });
  const status = useMutation({
    mutationFn: (body: { disabled: boolean; reason: string }) => adminSetMemberStatus({ id: m.id }, body),
    onSuccess: async (_: MemberSummary) => {
      void message.success(t('members.actions.statusSaved'));
      setChanging(null);
      await refresh();
    },
  });

  const mayActivate = mayCall(routes.activateMember);
  const mayLevel = mayCall(routes.setMemberLevel);
  const mayStatus = mayCall(routes.adminSetMemberStatus);
  const disabled = m.status === 'disabled';

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('members.columns.id')}>{m.id}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.memberNo')}>{m.memberNo}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.nickname')}>{m.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.email')}>{m.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.phone')}>{m.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.invitationCode')}>{m.invitationCode}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.referrer')}>
          <MemberLink member={m.referrer} />
        </Descriptions.Item>
        <Descriptions.Item label={t('members.profile.owner')}>
          <MemberLink member={m.owner} />
        </Descriptions.Item>
        <Descriptions.Item label={t('members.profile.payPassword')}>
          {m.payPasswordSet ? t('members.profile.payPasswordSet') : t('members.profile.payPasswordNotSet')}
          {m.payLockedUntil ? (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              {t('members.profile.payLockedUntil', { time: formatTime(m.payLockedUntil) })}
            </Tag>
          ) : null}
          <LiftPayLock detail={detail} />
        </Descriptions.Item>
        <Descriptions.Item label={t('members.columns.status')}>
          <MemberStatusTag status={m.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('members.columns.registered')}>{formatTime(m.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('members.profile.updatedAt')}>{formatTime(m.updatedAt)}</Descriptions.Item>
      </Descriptions>

      <Space wrap>
        {mayActivate && m.status === 'inactive' ? (
          <Popconfirm
            title={t('members.actions.activateConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => activate.mutateAsync().catch(ignore)}
          >
            <Button type="primary" loading={activate.isPending}>
              {t('members.actions.activate')}
            </Button>
          </Popconfirm>
        ) : null}
        {mayLevel ? (
          <Space>
            <Typography.Text>{t('members.actions.level')}</Typography.Text>
            <Select<number>
              aria-label={t('members.actions.level')}
              value={m.level}
              style={{ width: 100 }}
              loading={level.isPending}
              options={LEVELS.map((l) => ({ value: l, label: t('members.levelN', { level: l }) }))}
              onChange={(value) =>
                modal.confirm({
                  title: t('members.actions.level'),
                  content: t('members.actions.levelConfirm', { level: value }),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  onOk: () => level.mutateAsync(value).catch(ignore),
                })
              }
            />
          </Space>
        ) : null}
        {mayStatus ? (
          <Button
            danger={!disabled}
            onClick={() => {
              statusForm.resetFields();
              setChanging(!disabled);
            }}
          >
            {disabled ? t('members.actions.enable') : t('members.actions.disable')}
          </Button>
        ) : null}
      </Space>

      <MemberNotes detail={detail} />
      <MemberSecurity detail={detail} />

      {detail.statusLog.length ? (
        <Card size="small" title={t('members.statusLog.title')}>
          <List
            size="small"
            dataSource={detail.statusLog}
            renderItem={(c) => (
              <List.Item>
                <Space wrap>
                  <Typography.Text type="secondary">{formatTime(c.at)}</Typography.Text>
                  <Tag color={c.disabled ? 'red' : 'green'}>
                    {c.disabled ? t('members.statusLog.disabled') : t('members.statusLog.enabled')}
                  </Tag>
                  <Typography.Text>{c.reason}</Typography.Text>
                  <Typography.Text type="secondary">{`${t('members.statusLog.by')}: ${c.adminName ?? t('members.statusLog.integration')}`}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      ) : null}

      <Modal
        open={changing !== null}
        title={changing ? t('members.actions.disableTitle') : t('members.actions.enableTitle')}
        okText={changing ? t('members.actions.disable') : t('members.actions.enable')}
        okButtonProps={{ danger: changing === true }}
        cancelText={t('common.cancel')}
        confirmLoading={status.isPending}
        onCancel={() => setChanging(null)}
        onOk={() => statusForm.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {changing ? t('members.actions.disableHint') : t('members.actions.enableHint')}
        </Typography.Paragraph>
        <Form
          form={statusForm}
          layout="vertical"
          onFinish={(values) => status.mutate({ disabled: changing === true, reason: values.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t('members.actions.reason')}
            rules={[
              {
                validator: (_, value: unknown) =>
                  setMemberStatusBodySchema.shape.reason.safeParse(value ?? '').success
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('members.actions.reasonRequired'))),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function Sessions({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefresh(detail.member.id);
  const revoke = useMutation({
    mutationFn: (sessionId?: number) => adminRevokeMemberSessions({ id: detail.member.id }, sessionId ? { sessionId } : {}),
    onSuccess: async (result) => {
      void message.success(t('members.sessions.revoked', { count: result.revoked }));
      await refresh();
    },
  });
  const mayRevoke = mayCall(routes.adminRevokeMemberSessions);
  return (
    <Table<Session>
      rowKey="id"
      size="small"
      pagination={false}
      locale={{ emptyText: t('members.sessions.none') }}
      title={() =>
        mayRevoke && detail.sessions.length ? (
          <Popconfirm
            title={t('members.sessions.revokeAllConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => revoke.mutateAsync(undefined).catch(ignore)}
          >
            <Button danger>{t('members.sessions.revokeAll')}</Button>
          </Popconfirm>
        ) : null
      }
      dataSource={detail.sessions}
      columns={[
        {
          title: t('members.sessions.clientType'),
          dataIndex: 'clientType',
          render: (v: number | null) => (v === null ? t('members.sessions.unknownClient') : v),
        },
        { title: t('members.sessions.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        { title: t('members.sessions.createdAt'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
        { title: t('members.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: (v: number) => formatTime(v) },
        { title: t('members.sessions.expiresAt'), dataIndex: 'expiresAt', render: (v: number) => formatTime(v) },
        ...(mayRevoke
          ? [
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_: unknown, row: Session) => (
                  <Popconfirm
                    title={t('members.sessions.revokeConfirm')}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => revoke.mutateAsync(row.id).catch(ignore)}
                  >
                    <Button size="small" danger>
                      {t('members.sessions.revoke')}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
