import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_TAG_MAX_LENGTH,
  MEMBER_TAGS_MAX,
  memberTagSchema,
  type MemberDetail,
  type MemberPasswordKind,
} from '@uu/contract/admin-members';
import { routes } from '@uu/contract/all-routes';
import { formatTime } from '@/lib/format';
import { mayCall } from './member-status';
import { adminLiftPayLock } from './api/admin-lift-pay-lock';
import { adminMemberTags } from './api/admin-member-tags';
import { adminResetMemberPassword } from './api/admin-reset-member-password';
import { adminSetMemberNote } from './api/admin-set-member-note';
import { adminSetMemberTags } from './api/admin-set-member-tags';

/** A failed action's message is shown by the query client; the confirmation just closes. */
const ignore = () => undefined;

/** The tags in use (the filter of the members list and the tag editor's suggestions). */
export const memberTagsQuery = { queryKey: ['admin', 'member-tags'], queryFn: adminMemberTags };

function useRefresh(id: number) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ['admin', 'member', id] });
    await client.invalidateQueries({ queryKey: ['admin', 'members'] });
    await client.invalidateQueries({ queryKey: memberTagsQuery.queryKey });
  };
}

/** Lifts a running payment lock (shown beside it on the profile), for a role holding `members.security`. */
export function LiftPayLock({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefresh(detail.member.id);
  const lift = useMutation({
    mutationFn: () => adminLiftPayLock({ id: detail.member.id }),
    onSuccess: async (result) => {
      void (result.lifted ? message.success(t('members.profile.lockLifted')) : message.info(t('members.profile.lockNotRunning')));
      await refresh();
    },
  });
  if (!detail.member.payLockedUntil || !mayCall(routes.adminLiftPayLock)) return null;
  return (
    <Popconfirm
      title={t('members.profile.liftLockConfirm')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => lift.mutateAsync().catch(ignore)}
    >
      <Button size="small" loading={lift.isPending}>
        {t('members.profile.liftLock')}
      </Button>
    </Popconfirm>
  );
}

/**
 * Resetting a member's login or payment password (decisions.md "Member tools"): the operator never
 * sees or sets one; the answer says where the member's verification code went, or that the member
 * asks for one in the app.
 */
export function MemberSecurity({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refresh = useRefresh(detail.member.id);
  const reset = useMutation({
    mutationFn: (kind: MemberPasswordKind) => adminResetMemberPassword({ id: detail.member.id }, { kind }),
    onSuccess: async (result) => {
      const text = result.codeSent ? 'members.security.codeSent' : 'members.security.codeNotSent';
      void (result.codeSent ? message.success : message.warning)(t(text, { destination: result.destination }), 8);
      await refresh();
    },
  });
  if (!mayCall(routes.adminResetMemberPassword)) return null;
  const confirm = (kind: MemberPasswordKind) =>
    modal.confirm({
      title: kind === 'login' ? t('members.security.resetLogin') : t('members.security.resetPay'),
      content: kind === 'login' ? t('members.security.resetLoginConfirm') : t('members.security.resetPayConfirm'),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => reset.mutateAsync(kind).catch(ignore),
    });
  return (
    <Card size="small" title={t('members.security.title')}>
      <Typography.Paragraph type="secondary">{t('members.security.hint')}</Typography.Paragraph>
      <Space wrap>
        <Button danger loading={reset.isPending && reset.variables === 'login'} onClick={() => confirm('login')}>
          {t('members.security.resetLogin')}
        </Button>
        <Button danger loading={reset.isPending && reset.variables === 'pay'} onClick={() => confirm('pay')}>
          {t('members.security.resetPay')}
        </Button>
      </Space>
    </Card>
  );
}

/** The operators' tags and note on the member: editable with `members.edit`, read-only otherwise. */
export function MemberNotes({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = detail.member.id;
  const refresh = useRefresh(id);
  const editable = mayCall(routes.adminSetMemberTags);
  const [tags, setTags] = useState<string[]>(detail.tags);
  const [note, setNote] = useState(detail.note?.text ?? '');
  const [tagError, setTagError] = useState(false);
  const known = useQuery({ ...memberTagsQuery, enabled: editable });

  const saveTags = useMutation({
    mutationFn: (next: string[]) => adminSetMemberTags({ id }, { tags: next }),
    onSuccess: async (result) => {
      setTags(result.tags);
      void message.success(t('members.notes.tagsSaved'));
      await refresh();
    },
  });
  const saveNote = useMutation({
    mutationFn: (text: string) => adminSetMemberNote({ id }, { note: text }),
    onSuccess: async (result) => {
      setNote(result.note?.text ?? '');
      void message.success(t('members.notes.noteSaved'));
      await refresh();
    },
  });

  const limits = { max: MEMBER_TAGS_MAX, length: MEMBER_TAG_MAX_LENGTH };
  const changeTags = (next: string[]) => {
    const trimmed = next.map((tag) => tag.trim()).filter(Boolean);
    setTagError(trimmed.length > MEMBER_TAGS_MAX || trimmed.some((tag) => !memberTagSchema.safeParse(tag).success));
    setTags(trimmed);
  };

  if (!editable) {
    return (
      <Card size="small" title={t('members.notes.title')}>
        <Typography.Paragraph>
          {`${t('members.notes.tags')}: ${detail.tags.length ? detail.tags.join('、') : t('members.notes.none')}`}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {`${t('members.notes.note')}: ${detail.note?.text ?? t('members.notes.none')}`}
        </Typography.Paragraph>
      </Card>
    );
  }

  return (
    <Card size="small" title={t('members.notes.title')}>
      <Form layout="vertical">
        <Form.Item
          label={t('members.notes.tags')}
          help={tagError ? t('members.notes.tagInvalid', limits) : t('members.notes.tagsHelp', limits)}
          validateStatus={tagError ? 'error' : undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Select
              mode="tags"
              aria-label={t('members.notes.tags')}
              placeholder={t('members.notes.tagsPlaceholder')}
              value={tags}
              onChange={changeTags}
              tokenSeparators={[',', '，']}
              options={(known.data ?? []).map((k) => ({ value: k.tag, label: k.tag }))}
              style={{ width: '100%' }}
            />
            <Button
              type="primary"
              disabled={tagError}
              loading={saveTags.isPending}
              onClick={() => saveTags.mutateAsync(tags).catch(ignore)}
            >
              {t('members.notes.saveTags')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          label={t('members.notes.note')}
          extra={
            detail.note
              ? t('members.notes.noteBy', { name: detail.note.adminName ?? '—', time: formatTime(detail.note.updatedAt) })
              : undefined
          }
        >
          <Input.TextArea
            aria-label={t('members.notes.note')}
            placeholder={t('members.notes.notePlaceholder')}
            rows={3}
            maxLength={MEMBER_NOTE_MAX_LENGTH}
            showCount
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
        <Button loading={saveNote.isPending} onClick={() => saveNote.mutateAsync(note).catch(ignore)}>
          {t('members.notes.saveNote')}
        </Button>
      </Form>
    </Card>
  );
}
