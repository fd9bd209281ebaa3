/**
 * The little of the DOM a page script's tests need, without a browser environment (the unit tests
 * run in node): elements with attributes, `dataset`, children and text, click listeners, focus,
 * `closest` and `querySelector` for selectors of tags, classes and `[attr]`, `[attr="v"]` or
 * `[attr^="v"]` joined by spaces.
 */

type Node = FakeElement | string;

/** One simple selector: a tag, classes and attribute tests. */
type Compound = { tag?: string; classes: string[]; attrs: { name: string; op?: string; value?: string }[] };

/** Parses `div.a[b^="c"] span` into its compounds. */
function parse(selector: string): Compound[] {
	return selector
		.trim()
		.split(/\s+(?![^[]*\])/)
		.map((part) => {
			const tag = /^[a-z][a-z0-9-]*/i.exec(part)?.[0];
			const classes = [...part.replace(/\[[^\]]*\]/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
			const attrs = [...part.matchAll(/\[([\w-]+)(?:([\^]?=)"([^"]*)")?\]/g)].map((m) => ({ name: m[1]!, op: m[2], value: m[3] }));
			return { tag, classes, attrs };
		});
}

/** A fake element. */
export class FakeElement {
	readonly attributes = new Map<string, string>();
	children: Node[] = [];
	parent: FakeElement | null = null;
	private listeners: (() => void)[] = [];
	readonly dataset: Record<string, string | undefined>;

	constructor(
		readonly tagName: string,
		readonly ownerDocument: FakeDocument,
	) {
		const toAttr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
		this.dataset = new Proxy({} as Record<string, string | undefined>, {
			get: (_, key: string) => this.attributes.get(toAttr(key)),
			set: (_, key: string, value: string) => (this.attributes.set(toAttr(key), String(value)), true),
			deleteProperty: (_, key: string) => this.attributes.delete(toAttr(key)),
		});
	}
	getAttribute = (name: string) => this.attributes.get(name) ?? null;
	setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
	removeAttribute = (name: string) => void this.attributes.delete(name);
	hasAttribute = (name: string) => this.attributes.has(name);
	set className(value: string) {
		this.setAttribute('class', value);
	}
	get className() {
		return this.getAttribute('class') ?? '';
	}
	set type(value: string) {
		this.setAttribute('type', value);
	}
	get type() {
		return this.getAttribute('type') ?? '';
	}
	get textContent(): string {
		return this.children.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
	}
	set textContent(value: string) {
		this.replaceChildren(value);
	}
	append(...nodes: Node[]): void {
		for (const node of nodes) {
			if (typeof node !== 'string') node.parent = this;
			this.children.push(node);
		}
	}
	replaceChildren(...nodes: Node[]): void {
		this.children = [];
		this.append(...nodes);
	}
	addEventListener(type: string, listener: () => void): void {
		if (type === 'click') this.listeners.push(listener);
	}
	click(): void {
		for (const listener of this.listeners) listener();
	}
	focus(): void {
		this.ownerDocument.activeElement = this;
	}
	cloneNode(): FakeElement {
		const copy = new FakeElement(this.tagName, this.ownerDocument);
		for (const [name, value] of this.attributes) copy.attributes.set(name, value);
		copy.append(...this.children.map((c) => (typeof c === 'string' ? c : c.cloneNode())));
		return copy;
	}
	contains(node: unknown): boolean {
		for (let n = node instanceof FakeElement ? node : null; n; n = n.parent) if (n === this) return true;
		return false;
	}
	/** The element children, all levels down, in document order. */
	descendants(): FakeElement[] {
		return this.children.flatMap((c) => (typeof c === 'string' ? [] : [c, ...c.descendants()]));
	}
	matchesCompound({ tag, classes, attrs }: Compound): boolean {
		if (tag && tag.toLowerCase() !== this.tagName.toLowerCase()) return false;
		const own = this.className.split(/\s+/);
		if (!classes.every((c) => own.includes(c))) return false;
		return attrs.every(({ name, op, value = '' }) => {
			const v = this.getAttribute(name);
			return v !== null && (op === undefined || (op === '=' ? v === value : v.startsWith(value)));
		});
	}
	matches(selector: string): boolean {
		const compounds = parse(selector);
		if (!this.matchesCompound(compounds.at(-1)!)) return false;
		let at: FakeElement | null = this.parent;
		for (const compound of compounds.slice(0, -1).reverse()) {
			while (at && !at.matchesCompound(compound)) at = at.parent;
			if (!at) return false;
			at = at.parent;
		}
		return true;
	}
	closest(selector: string): FakeElement | null {
		if (this.matches(selector)) return this;
		return this.parent?.closest(selector) ?? null;
	}
	querySelectorAll(selector: string): FakeElement[] {
		return this.descendants().filter((e) => e.matches(selector));
	}
	querySelector(selector: string): FakeElement | null {
		return this.querySelectorAll(selector)[0] ?? null;
	}
}

/** A fake document: its `body`, `createElement` and the focused element. */
export class FakeDocument {
	activeElement: FakeElement | null = null;
	readonly body = new FakeElement('body', this);
	createElement = (tag: string) => new FakeElement(tag, this);
	querySelector = (selector: string) => this.body.querySelector(selector);
	querySelectorAll = (selector: string) => this.body.querySelectorAll(selector);
}

/** Builds an element with attributes and children in `doc`. */
export function h(doc: FakeDocument, tag: string, attrs: Record<string, string> = {}, ...children: Node[]): FakeElement {
	const element = doc.createElement(tag);
	for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
	element.append(...children);
	return element;
}
