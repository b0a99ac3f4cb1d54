import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The story's body editor: TipTap with StarterKit (headings, bold, italic, lists, quote, link).
// It is its own chunk (`React.lazy` in the editor page), so TipTap and ProseMirror never load
// with any other page. The HTML it gives is sanitized by the API before it is stored.

type Command = 'h2' | 'h3' | 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

const COMMANDS: readonly Command[] = [
  'h2',
  'h3',
  'bold',
  'italic',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
];

/** A link's address: http(s), mailto, or a path of this site. */
export const linkAllowed = (href: string) => /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(href.trim());

/**
 * A labelled rich-text field: a toolbar of toggle buttons (arrow keys move between them, one tab
 * stop) above the editable area. `onChange` gets the editor's HTML ('' when it is empty).
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
}: {
  value: string;
  onChange: (html: string) => void;
  /** The id of the field's visible label. */
  labelId: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const areaId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'story-rich-text',
        'data-testid': 'story-body-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState('');
  const hrefId = useId();

  if (!editor) return null;

  const active: Record<Command, boolean> = {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
  };

  function run(command: Command) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (command === 'h2') chain.toggleHeading({ level: 2 }).run();
    else if (command === 'h3') chain.toggleHeading({ level: 3 }).run();
    else if (command === 'bold') chain.toggleBold().run();
    else if (command === 'italic') chain.toggleItalic().run();
    else if (command === 'bulletList') chain.toggleBulletList().run();
    else if (command === 'orderedList') chain.toggleOrderedList().run();
    else if (command === 'blockquote') chain.toggleBlockquote().run();
    else {
      setHref(String(editor.getAttributes('link').href ?? ''));
      setLinkError('');
      setLinkOpen(true);
    }
  }

  function applyLink(remove: boolean) {
    if (!editor) return;
    if (remove || href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!linkAllowed(href)) {
      setLinkError(t('editor.toolbar.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setLinkOpen(false);
  }

  // The toolbar is one tab stop; the arrow keys, Home and End move within it (WAI-ARIA toolbar).
  function onToolbarKey(event: KeyboardEvent) {
    const last = COMMANDS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (focusIndex + 1) % COMMANDS.length
        : event.key === 'ArrowLeft'
          ? (focusIndex + last) % COMMANDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="story-editor-box">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar.label')}
        aria-controls={areaId}
        className="story-toolbar"
        onKeyDown={onToolbarKey}
        tabIndex={-1}
      >
        {COMMANDS.map((command, index) => (
          <button
            key={command}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={active[command]}
            aria-label={t(`editor.toolbar.${command}`)}
            title={t(`editor.toolbar.${command}`)}
            className={`story-tool tool-${command}`}
            onFocus={() => setFocusIndex(index)}
            onClick={() => run(command)}
          >
            <span aria-hidden="true">{t(`editor.toolbar.icon.${command}`)}</span>
          </button>
        ))}
      </div>
      {linkOpen && (
        <div className="story-link-form">
          <label htmlFor={hrefId}>{t('editor.toolbar.linkAddress')}</label>
          <input
            id={hrefId}
            type="url"
            value={href}
            // biome-ignore lint/a11y/noAutofocus: it opens on the user's click on "Link", to type the address
            autoFocus
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink(false);
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${hrefId}-error` : undefined}
          />
          <button type="button" onClick={() => applyLink(false)}>
            {t('editor.toolbar.linkApply')}
          </button>
          {active.link && (
            <button type="button" onClick={() => applyLink(true)}>
              {t('editor.toolbar.linkRemove')}
            </button>
          )}
          {linkError && (
            <small id={`${hrefId}-error`} className="error">
              {linkError}
            </small>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
