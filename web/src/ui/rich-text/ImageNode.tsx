import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { ReactNode } from 'react';

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An image of the product's storage in a note; kept in the HTML as `<img src alt>`. */
export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const src = element.getAttribute('src');
          return src ? { node: $createImageNode(src, element.getAttribute('alt') ?? '') } : { node: null };
        },
        priority: 0,
      }),
    };
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    if (this.__alt) image.setAttribute('alt', this.__alt);
    return { element: image };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('div');
    element.className = 'note-editor-image';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return false;
  }

  override decorate(): ReactNode {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%', height: 'auto', display: 'block' }} />;
  }
}

export function $createImageNode(src: string, alt = ''): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
