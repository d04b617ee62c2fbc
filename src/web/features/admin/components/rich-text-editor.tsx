import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's names in the operator's language (Mantine's defaults are English). */
function toolbarLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('admin.richText.bold'),
    italicControlLabel: t('admin.richText.italic'),
    underlineControlLabel: t('admin.richText.underline'),
    strikeControlLabel: t('admin.richText.strike'),
    h2ControlLabel: t('admin.richText.h2'),
    h3ControlLabel: t('admin.richText.h3'),
    bulletListControlLabel: t('admin.richText.bulletList'),
    orderedListControlLabel: t('admin.richText.orderedList'),
    blockquoteControlLabel: t('admin.richText.blockquote'),
    linkControlLabel: t('admin.richText.link'),
    unlinkControlLabel: t('admin.richText.unlink'),
    linkEditorInputLabel: t('admin.richText.linkUrl'),
    linkEditorInputPlaceholder: t('admin.richText.linkPlaceholder'),
    linkEditorExternalLink: t('admin.richText.linkNewTab'),
    linkEditorInternalLink: t('admin.richText.linkSameTab'),
    linkEditorSave: t('admin.richText.linkSave'),
  };
}

/**
 * A small rich-text editor (headings, emphasis, lists, quotes, links) that produces HTML. Only the
 * admin console loads it (lazily); the server sanitises the HTML again before storing it.
 */
export default function AdminRichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    // An empty document is stored as empty text, not as an empty paragraph.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} labels={toolbarLabels(t)}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </div>
  );
}
