import { ActionIcon, Divider, FileButton, Group, Input, Paper, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconH1,
  IconH2,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconPilcrow,
  IconUnderline,
} from '@tabler/icons-react';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { forwardRef, useImperativeHandle, useState, type ReactNode } from 'react';
import { sanitizeForDisplay } from './RichText';
import { $createImageNode, ImageNode } from './ImageNode';
import classes from './RichTextEditor.module.css';

/** The editor's height for a note, a template or a print layout (spec section 9). */
export const EDITOR_MIN_HEIGHT = 350;

/** What a screen holding the editor may do to it: put a template's body in, or start over. */
export interface RichTextEditorHandle {
  insertHtml(html: string): void;
  setHtml(html: string): void;
}

function $nodesOf(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(sanitizeForDisplay(html), 'text/html');
  return $generateNodesFromDOM(editor, dom);
}

function $replaceWith(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const nodes = $nodesOf(editor, html);
  if (nodes.length === 0) root.append($createParagraphNode());
  else {
    root.select();
    $insertNodes(nodes);
  }
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function Toolbar({ onUploadImage }: { onUploadImage?: (file: File) => Promise<string | null> }) {
  const [editor] = useLexicalComposerContext();
  const [uploading, setUploading] = useState(false);
  const block = (make: () => ReturnType<typeof $createParagraphNode> | ReturnType<typeof $createHeadingNode>) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $setBlocksType(selection, make);
    });
  const link = () => {
    let current = '';
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      const parent = $isRangeSelection(selection) ? selection.anchor.getNode().getParent() : null;
      if ($isLinkNode(parent)) current = parent.getURL();
    });
    const url = window.prompt('Endereço do link (https://...)', current || 'https://');
    if (url === null) return;
    const trimmed = url.trim();
    if (trimmed === '' || trimmed === 'https://') editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    else if (/^(https?:\/\/|mailto:)/i.test(trimmed)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, trimmed);
  };
  const image = async (file: File | null) => {
    if (!file || !onUploadImage) return;
    setUploading(true);
    try {
      const url = await onUploadImage(file);
      if (url) editor.update(() => $insertNodes([$createImageNode(url, file.name.replace(/\.[^.]+$/, ''))]));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group gap={2} p={4} wrap="wrap" role="toolbar" aria-label="Formatação" className={classes.toolbar}>
      <ToolButton label="Desfazer" onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        <IconArrowBackUp size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Refazer" onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        <IconArrowForwardUp size={18} aria-hidden />
      </ToolButton>
      <Divider orientation="vertical" mx={4} />
      <ToolButton label="Negrito" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <IconBold size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Itálico" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <IconItalic size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Sublinhado" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')}>
        <IconUnderline size={18} aria-hidden />
      </ToolButton>
      <Divider orientation="vertical" mx={4} />
      <ToolButton label="Título 1" onClick={() => block(() => $createHeadingNode('h1'))}>
        <IconH1 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Título 2" onClick={() => block(() => $createHeadingNode('h2'))}>
        <IconH2 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Parágrafo" onClick={() => block(() => $createParagraphNode())}>
        <IconPilcrow size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Lista com marcadores" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        <IconList size={18} aria-hidden />
      </ToolButton>
      <ToolButton label="Lista numerada" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        <IconListNumbers size={18} aria-hidden />
      </ToolButton>
      <Divider orientation="vertical" mx={4} />
      <ToolButton label="Link" onClick={link}>
        <IconLink size={18} aria-hidden />
      </ToolButton>
      {onUploadImage && (
        <FileButton onChange={(file) => void image(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Tooltip label="Imagem" openDelay={400}>
              <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label="Imagem" loading={uploading}>
                <IconPhoto size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
    </Group>
  );
}

const Handle = forwardRef<RichTextEditorHandle>(function Handle(_, ref) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(
    ref,
    () => ({
      insertHtml: (html) =>
        editor.update(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) $getRoot().selectEnd();
          $insertNodes($nodesOf(editor, html));
        }),
      setHtml: (html) => editor.update(() => $replaceWith(editor, html)),
    }),
    [editor],
  );
  return null;
});

export type RichTextEditorProps = {
  /** The HTML the editor starts with. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Stores a picked image and answers its URL (null when it was refused). */
  onUploadImage?: (file: File) => Promise<string | null>;
  label: string;
  minHeight?: number;
  autoFocus?: boolean;
};

/** The rich text editor (Lexical) with its pt-BR toolbar; it speaks HTML in and out. */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor(
  { initialHtml, onChange, onUploadImage, label, minHeight = EDITOR_MIN_HEIGHT },
  ref,
) {
  const [config] = useState(() => ({
    namespace: 'rich-text',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    theme: {
      paragraph: classes.paragraph,
      text: { bold: classes.bold, italic: classes.italic, underline: classes.underline, strikethrough: classes.strike },
      list: { ul: classes.ul, ol: classes.ol, listitem: classes.li },
      link: classes.link,
    },
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: LexicalEditor) => $replaceWith(editor, initialHtml),
  }));
  return (
    <LexicalComposer initialConfig={config}>
      <Paper withBorder radius="md" className={classes.frame}>
        <Toolbar onUploadImage={onUploadImage} />
        <div className={classes.body}>
          <RichTextPlugin
            contentEditable={<ContentEditable className={classes.content} style={{ minHeight }} aria-label={label} aria-multiline role="textbox" />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </Paper>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => /^(https?:\/\/|mailto:)/i.test(url)} />
      <OnChangePlugin ignoreSelectionChange onChange={(_, editor) => editor.read(() => onChange($generateHtmlFromNodes(editor, null)))} />
      <Handle ref={ref} />
    </LexicalComposer>
  );
});

/** The editor as a form field: its visible label (also the text box's name) and its error under it. */
export function RichTextField({ label, error, required, ...editor }: RichTextEditorProps & { error?: ReactNode; required?: boolean }) {
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <RichTextEditor label={label} {...editor} />
    </Input.Wrapper>
  );
}
