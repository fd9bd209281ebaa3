/**
 * Astro finds the renderer of a framework component by asking each renderer; React's answer is a
 * trial render of the whole component, so every island and card would render twice in the build.
 * A component tagged here names its renderer up front (Astro reads `Symbol.for('astro:renderer')`).
 */
const rendererKey = Symbol.for('astro:renderer');

/** Marks a React component as rendered by `@astrojs/react`; returns it unchanged. */
export function renderedByReact<C extends object>(component: C): C {
	Object.defineProperty(component, rendererKey, { value: '@astrojs/react' });
	return component;
}
