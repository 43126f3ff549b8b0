import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { App, Button, Divider, Input, Modal, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text-editor.css';

type Props = {
  value?: string;
  onChange?: (html: string) => void;
  /** The field's accessible name; also names the image input's test id. */
  label?: string;
  'aria-label'?: string;
  /** The id antd's Form.Item gives its control (so its label points at the editing area). */
  id?: string;
  /** Uploads an image and answers its path; without it the editor offers no image button. */
  uploadImage?: (file: File) => Promise<string>;
};

/**
 * The console's one rich-text editor (tiptap), for goods descriptions and the content pages: headings,
 * bold, italic, underline, lists, https links, undo/redo and, when the caller can upload, images.
 * It offers only what the server's sanitizer keeps (apps/api lib/sanitize-html.ts: h2/h3, no code blocks),
 * so what the operator sees is what members get.
 * An antd Form control: `value` is HTML, `onChange` answers HTML ('' when empty, so an untouched language
 * stays empty and falls back to zh-Hant).
 */
export function RichTextEditor({ value, onChange, label: labelProp, 'aria-label': ariaLabel, id, uploadImage }: Props) {
  const { t } = useTranslation();
  const label = labelProp ?? ariaLabel ?? '';
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const [uploading, setUploading] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['https'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value ?? '',
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'uu-rich-text', ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (the form reset, reloaded or opened on other goods) replaces the content
  // without echoing a change back.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const tool = (key: string, active: boolean | undefined, icon: React.ReactNode, run: () => void) => (
    <Tooltip title={t(`editor.${key}`)} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`editor.${key}`)}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  async function insertImage(file: File) {
    if (!uploadImage) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      chain().setImage({ src, alt: file.name }).run();
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tool('h2', state.h2, <strong>H2</strong>, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', state.h3, <strong>H3</strong>, () => chain().toggleHeading({ level: 3 }).run())}
        <Divider type="vertical" />
        {tool('bold', state.bold, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', state.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool('underline', state.underline, <UnderlineOutlined />, () => chain().toggleUnderline().run())}
        <Divider type="vertical" />
        {tool('bulletList', state.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool('orderedList', state.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
        <Divider type="vertical" />
        {tool('link', state.link, <LinkOutlined />, () => {
          setLink((editor.getAttributes('link').href as string | undefined) ?? 'https://');
          setLinkOpen(true);
        })}
        {uploadImage ? (
          <>
            <Tooltip title={t('editor.image')}>
              <Button
                size="small"
                type="text"
                loading={uploading}
                icon={<PictureOutlined />}
                aria-label={t('editor.image')}
                onClick={() => fileInput.current?.click()}
              />
            </Tooltip>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              style={{ display: 'none' }}
              data-testid={`rich-image-${label}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void insertImage(file);
              }}
            />
          </>
        ) : null}
        <Divider type="vertical" />
        {tool('undo', false, <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', false, <RedoOutlined />, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 160 }} />
      <Modal
        open={linkOpen}
        title={t('editor.link')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          const href = link.trim();
          if (href && href !== 'https://' && !/^https:\/\/[^\s"'<>]+$/.test(href)) {
            void message.error(t('editor.linkHttps'));
            return;
          }
          if (!href || href === 'https://') chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
          setLinkOpen(false);
        }}
      >
        <Input value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" aria-label={t('editor.linkAddress')} />
      </Modal>
    </div>
  );
}
