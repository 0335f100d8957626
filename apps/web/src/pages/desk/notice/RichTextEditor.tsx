import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './richText.css';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
};

/** Empty documents are sent as '' rather than '<p></p>'. */
export const normalizeHtml = (html: string) => (html === '<p></p>' ? '' : html);

/** A small rich-text editor (tiptap StarterKit): bold, italic, headings, lists and links. Lazy-loaded. */
export default function RichTextEditor({ value, onChange, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(normalizeHtml(e.getHTML())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const [link, setLink] = useState('');
  const [isLinkOpen, setLinkOpen] = useState(false);

  // The form sets the value when the dialog opens: follow it unless it is what the editor holds.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalizeHtml(editor.getHTML()) !== (value ?? '')) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: ReactNode, isActive: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button
        size="small"
        type={isActive ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={isActive}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const applyLink = () => {
    const href = link.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className="rich-text" id={id}>
      <Space size={2} className="rich-text-toolbar" wrap>
        {tool('bold', t('adminNotice.bold'), <BoldOutlined />, Boolean(active?.bold), () =>
          chain().toggleBold().run(),
        )}
        {tool('italic', t('adminNotice.italic'), <ItalicOutlined />, Boolean(active?.italic), () =>
          chain().toggleItalic().run(),
        )}
        {tool('h2', t('adminNotice.heading2'), <b>H2</b>, Boolean(active?.h2), () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('h3', t('adminNotice.heading3'), <b>H3</b>, Boolean(active?.h3), () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('bullet', t('adminNotice.bulletList'), <UnorderedListOutlined />, Boolean(active?.bullet), () =>
          chain().toggleBulletList().run(),
        )}
        {tool(
          'ordered',
          t('adminNotice.orderedList'),
          <OrderedListOutlined />,
          Boolean(active?.ordered),
          () => chain().toggleOrderedList().run(),
        )}
        <Popover
          open={isLinkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (open) setLink(String(editor.getAttributes('link').href ?? ''));
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                autoFocus
                value={link}
                placeholder="https://"
                aria-label={t('adminNotice.linkUrl')}
                onChange={(e) => setLink(e.target.value)}
                onPressEnter={applyLink}
                style={{ width: 260 }}
              />
              <Button type="primary" onClick={applyLink}>
                {t('crud.ok')}
              </Button>
            </Space.Compact>
          }
        >
          <Button
            size="small"
            type={active?.link ? 'primary' : 'text'}
            aria-label={t('adminNotice.link')}
            icon={<LinkOutlined />}
            onMouseDown={(e) => e.preventDefault()}
          />
        </Popover>
      </Space>
      <EditorContent editor={editor} className="rich-text-body" data-testid="rich-text-editor" />
    </div>
  );
}
