// Test setup (vitest setupFiles), never bundled: two spots where happy-dom 20 differs from browsers and
// DOMPurify relies on the browser behaviour; without this, DOMPurify under happy-dom keeps <script>,
// <style> and on* handlers, so sanitising tests would pass for the wrong reason. Must run before DOMPurify loads.

/**
 * A browser NodeIterator survives the removal of its current node (it continues from where the node was);
 * happy-dom's stops. DOMPurify removes nodes while iterating forward, so this forward-only iterator follows
 * the browser behaviour for that case.
 */
class ForwardNodeIterator {
  private reference: Node | null = null;
  private referenceParent: Node | null = null;
  private referencePrevious: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number = 0xffffffff,
    readonly filter: NodeFilter | null = null,
  ) {}

  nextNode(): Node | null {
    let node = this.reference === null ? this.root : this.following(this.reference);
    while (node && !this.accepts(node)) node = this.after(node, true);
    if (node) {
      this.reference = node;
      this.referenceParent = node.parentNode;
      this.referencePrevious = node.previousSibling;
    }
    return node;
  }

  private following(reference: Node): Node | null {
    if (reference === this.root || this.root.contains(reference)) return this.after(reference, true);
    const parent = this.referenceParent;
    if (!parent || !(parent === this.root || this.root.contains(parent))) return null;
    const previous = this.referencePrevious?.parentNode === parent ? this.referencePrevious : null;
    return (previous ? previous.nextSibling : parent.firstChild) ?? this.after(parent, false);
  }

  private after(node: Node, descend: boolean): Node | null {
    if (descend && node.firstChild) return node.firstChild;
    for (let current: Node | null = node; current && current !== this.root; current = current.parentNode) {
      if (current.nextSibling) return current.nextSibling;
    }
    return null;
  }

  private accepts(node: Node): boolean {
    if (!((this.whatToShow >>> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }
}

/** Only under happy-dom: test files that opt into the node environment have no DOM to patch. */
if (typeof Node !== 'undefined') patchHappyDom();

function patchHappyDom(): void {
  /** Browsers answer nodeName for every node type from Node.prototype's getter; happy-dom's returns ''. */
  const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: true,
    get(this: Node): string {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
      }
      return (baseNodeName?.call(this) as string | undefined) ?? '';
    },
  });

  /** happy-dom builds its DOM classes per window: patch the prototype the live document really inherits from. */
  let documentPrototype: object | null = Object.getPrototypeOf(document);
  while (documentPrototype && !Object.hasOwn(documentPrototype, 'createNodeIterator')) documentPrototype = Object.getPrototypeOf(documentPrototype);
  Object.defineProperty(documentPrototype ?? Document.prototype, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow?: number, filter?: NodeFilter | null): NodeIterator {
      return new ForwardNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
    },
  });
}
