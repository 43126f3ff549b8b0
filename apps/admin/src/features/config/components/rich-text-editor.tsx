import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** tiptap's empty document; stored as '' so an untouched language stays empty (and falls back to zh-Hant). */
const EMPTY = '<p></p>';

type Props = { value?: string; onChange?: (html: string) => void; id?: string; 'aria-label'?: string };

/**
 * A rich-text field for antd's Form (value/onChange): paragraphs, headings, bold, italic, lists
 * and links. The server sanitizes whatever is sent, so this only has to be convenient.
 */
export function RichTextEditor({ value, onChange, id, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value ?? '',
    editorProps: { attributes: { class: 'uu-rich-text', ...(id ? { id } : {}), ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // The form was reset or reloaded from the server: show its value without echoing a change back.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if ((value ?? '') !== (current === EMPTY ? '' : current)) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const tool = (key: string, icon: React.ReactNode, run: () => void, active: boolean) => (
    <Tooltip title={t(`config.editor.${key}`)} key={key}>
      <Button size="small" type={active ? 'primary' : 'default'} icon={icon} aria-label={t(`config.editor.${key}`)} onClick={run} />
    </Tooltip>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={4} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%', flexWrap: 'wrap' }}>
        {editor ? (
          <>
            {tool('bold', <BoldOutlined />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
            {tool('italic', <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
            <Button size="small" type={editor.isActive('heading', { level: 3 }) ? 'primary' : 'default'} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
              {t('config.editor.heading')}
            </Button>
            {tool('bulletList', <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
            {tool('orderedList', <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
            {tool('undo', <UndoOutlined />, () => editor.chain().focus().undo().run(), false)}
            {tool('redo', <RedoOutlined />, () => editor.chain().focus().redo().run(), false)}
          </>
        ) : null}
      </Space>
      <EditorContent editor={editor} style={{ padding: '4px 11px', minHeight: 160 }} />
    </div>
  );
}
