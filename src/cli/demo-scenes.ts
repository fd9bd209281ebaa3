/**
 * SVG drawings for the offline demo images: property scenes (3:2), agent portraits (1:1) and the
 * no-photo placeholder. Pure string builders, seeded, so every run draws the same pictures.
 */

/** Drawing area of a property scene (3:2). */
export const sceneSize = { width: 1500, height: 1000 } as const;

/** Drawing area of an agent portrait (1:1). */
export const portraitSize = { width: 1000, height: 1000 } as const;

type Rng = () => number;
type Sky = { top: string; bottom: string; sun: string; sunY: number };
type Palette = {
	sky: Sky;
	wall: string;
	roof: string;
	accent: string;
	green: string;
	wood: string;
};

/** Returns a seeded pseudo-random generator (mulberry32) yielding numbers in [0, 1). */
export function createRng(seed: number): Rng {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const skies: readonly Sky[] = [
	{ top: '#5d9fd6', bottom: '#d8ecf8', sun: '#fff4c4', sunY: 170 },
	{ top: '#6c7fb3', bottom: '#f8cf9c', sun: '#ffd58a', sunY: 430 },
	{ top: '#93a7bf', bottom: '#ecebe6', sun: '#fbfaf2', sunY: 210 },
];

const palettes: readonly Omit<Palette, 'sky'>[] = [
	{ wall: '#f3eee4', roof: '#3f4149', accent: '#2f6f73', green: '#79a85c', wood: '#c89f73' },
	{ wall: '#b45a3c', roof: '#5a3a32', accent: '#f2efe8', green: '#6b9a4f', wood: '#a7794f' },
	{ wall: '#d9d4cb', roof: '#55606b', accent: '#c9733f', green: '#8db86a', wood: '#d8b88f' },
];

const nth = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
const pick = <T>(rng: Rng, items: readonly T[]): T => nth(items, Math.floor(rng() * items.length));
const r = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
	`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const c = (x: number, y: number, radius: number, fill: string, extra = ''): string =>
	`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}" fill="${fill}" ${extra}/>`;
const poly = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
	`<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;

/** Wraps drawing content in an SVG document rendered at the requested pixel size. */
function svg(
	view: { width: number; height: number },
	px: { width: number; height: number },
	body: string,
): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${px.width}" height="${px.height}" viewBox="0 0 ${view.width} ${view.height}">
<defs>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe6f5"/><stop offset="0.55" stop-color="#7fa9c9"/><stop offset="1" stop-color="#3d5f7e"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
</defs>${body}${r(0, 0, view.width, view.height, 'url(#vignette)')}</svg>`;
}

/** Draws a sky gradient with a sun and a few soft clouds. */
function skyLayer(rng: Rng, sky: Sky, height: number): string {
	const id = `sky${Math.floor(rng() * 1e6)}`;
	const grad = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>`;
	const sunX = 200 + rng() * 1100;
	let clouds = '';
	for (let i = 0; i < 3; i++) {
		const x = rng() * 1400;
		const y = 80 + rng() * 220;
		clouds += `<g opacity="0.75">${c(x, y, 38, '#fff')}${c(x + 45, y - 18, 50, '#fff')}${c(x + 100, y, 40, '#fff')}${r(x, y, 100, 40, '#fff')}</g>`;
	}
	return `${grad}${r(0, 0, 1500, height, `url(#${id})`)}${c(sunX, sky.sunY, 70, sky.sun, 'opacity="0.9"')}${c(sunX, sky.sunY, 120, sky.sun, 'opacity="0.25"')}${clouds}`;
}

/** Draws a tree: trunk and a cluster of round crowns. */
function tree(rng: Rng, x: number, ground: number, size: number, green: string): string {
	const crowns = [0, 1, 2, 3]
		.map((i) =>
			c(
				x + (rng() - 0.5) * size,
				ground - size * 1.3 - i * size * 0.25,
				size * (0.45 + rng() * 0.2),
				green,
				`opacity="${0.85 + i * 0.04}"`,
			),
		)
		.join('');
	return `${r(x - size * 0.08, ground - size * 1.1, size * 0.16, size * 1.1, '#6b4f3a')}${crowns}`;
}

/** Draws a window: frame, glass and glazing bars. */
function windowAt(x: number, y: number, w: number, h: number, frame: string): string {
	return `${r(x - 6, y - 6, w + 12, h + 12, frame)}${r(x, y, w, h, 'url(#glass)')}${r(x + w / 2 - 3, y, 6, h, frame)}${r(x, y + h * 0.45, w, 6, frame)}`;
}

/** Draws rolling hills and a lawn from `ground` down. */
function landscape(rng: Rng, p: Palette, ground: number): string {
	const far = `<path d="M0 ${ground - 90} Q 350 ${ground - 200 - rng() * 60} 750 ${ground - 110} T 1500 ${ground - 120} V ${ground} H 0 Z" fill="${p.green}" opacity="0.55"/>`;
	return `${far}${r(0, ground, 1500, 1000 - ground, p.green)}`;
}

/** A detached house with pitched roof, garden and trees. */
function house(rng: Rng, p: Palette, variant: number): string {
	const g = 760;
	const left = 430 + rng() * 80;
	const w = 560 + rng() * 80;
	const top = 450;
	const roofs = [
		poly(
			[
				[left - 40, top + 10],
				[left + w / 2, top - 220],
				[left + w + 40, top + 10],
			],
			p.roof,
		),
		poly(
			[
				[left - 40, top + 10],
				[left + w * 0.25, top - 150],
				[left + w * 0.75, top - 150],
				[left + w + 40, top + 10],
			],
			p.roof,
		),
		`${r(left - 30, top - 30, w + 60, 40, p.roof)}${r(left + w * 0.55, top - 200, w * 0.45, 180, p.wall)}${windowAt(left + w * 0.62, top - 170, w * 0.3, 110, p.roof)}`,
	];
	const roof = nth(roofs, variant);
	const chimney = variant === 2 ? '' : r(left + w * 0.7, top - 170, 50, 120, p.roof);
	let windows = '';
	for (const fx of [0.12, 0.62])
		for (const fy of [0.12, 0.55])
			windows += windowAt(left + w * fx, top + (g - top) * fy, w * 0.24, 95, '#fff');
	const door = `${r(left + w * 0.43, g - 170, w * 0.14, 170, p.accent)}${c(left + w * 0.54, g - 85, 6, '#e8d9a8')}`;
	const path = poly(
		[
			[left + w * 0.43, g],
			[left + w * 0.57, g],
			[left + w * 0.7, 1000],
			[left + w * 0.3, 1000],
		],
		'#cdbfa9',
	);
	const hedge = `${r(0, g - 40, left - 60, 70, '#4f7f3f', 'rx="30"')}${r(left + w + 60, g - 40, 1500, 70, '#4f7f3f', 'rx="30"')}`;
	return `${skyLayer(rng, p.sky, g)}${landscape(rng, p, g)}${chimney}${roof}${r(left, top, w, g - top, p.wall)}${windows}${door}${path}${tree(rng, 200, g, 170, '#55843f')}${tree(rng, 1300, g, 200, '#4d7a3a')}${hedge}`;
}

/** A row of Belgian terraced houses with stepped and pointed gables. */
function rowHouses(rng: Rng, p: Palette): string {
	const g = 800;
	const bricks = ['#a4553a', '#c9b79c', '#8e4a36', '#e6dfd3', '#b7794f', '#6f6a64'];
	let body = '';
	let x = -40;
	while (x < 1500) {
		const w = 230 + rng() * 70;
		const h = 330 + rng() * 150;
		const top = g - h;
		const wall = pick(rng, bricks);
		const stepped = rng() < 0.5;
		const gable = stepped
			? poly(
					[
						[x, top],
						[x, top - 40],
						[x + w * 0.2, top - 40],
						[x + w * 0.2, top - 80],
						[x + w * 0.4, top - 80],
						[x + w * 0.4, top - 120],
						[x + w * 0.6, top - 120],
						[x + w * 0.6, top - 80],
						[x + w * 0.8, top - 80],
						[x + w * 0.8, top - 40],
						[x + w, top - 40],
						[x + w, top],
					],
					wall,
				)
			: poly(
					[
						[x, top],
						[x + w / 2, top - 110],
						[x + w, top],
					],
					p.roof,
				);
		body += `${gable}${r(x, top, w, h, wall)}${r(x, top, 4, h, '#00000022')}`;
		for (let fy = top + 40; fy < g - 190; fy += 140) {
			body +=
				windowAt(x + w * 0.15, fy, w * 0.28, 90, '#f7f4ee') +
				windowAt(x + w * 0.57, fy, w * 0.28, 90, '#f7f4ee');
		}
		body += `${r(x + w * 0.35, g - 160, w * 0.3, 160, pick(rng, ['#2f4858', '#7a2e2e', '#33503b', '#3b3b3b']), 'rx="4"')}`;
		x += w;
	}
	const street = `${r(0, g, 1500, 60, '#b9b3a8')}${r(0, g + 60, 1500, 140, '#6d6e70')}${r(0, g + 120, 1500, 10, '#e9e4d6', 'opacity="0.7"')}`;
	return `${skyLayer(rng, p.sky, g)}${body}${street}${tree(rng, 120 + rng() * 300, g + 20, 120, p.green)}`;
}

/** A modern apartment block with balconies. */
function apartments(rng: Rng, p: Palette): string {
	const g = 820;
	const back = r(980, 300, 420, g - 300, '#c9c6c0');
	const left = 330 + rng() * 80;
	const w = 680;
	const top = 170 + rng() * 60;
	let floors = '';
	for (let y = top + 40; y < g - 120; y += 105) {
		for (let i = 0; i < 4; i++) floors += windowAt(left + 40 + i * 165, y, 120, 70, p.accent);
		floors += `${r(left - 10, y + 70, w + 20, 12, '#e9e6e0')}${r(left - 10, y + 40, w + 20, 30, '#bcd4e2', 'opacity="0.45"')}`;
	}
	const lobby = `${r(left + w / 2 - 90, g - 110, 180, 110, 'url(#glass)')}${r(left + w / 2 - 120, g - 125, 240, 16, p.roof)}`;
	return `${skyLayer(rng, p.sky, g)}${back}${r(left, top, w, g - top, p.wall)}${r(left, top, w, 24, p.roof)}${floors}${lobby}${r(0, g, 1500, 1000 - g, '#a9a49b')}${r(0, g + 70, 1500, 130, p.green)}${tree(rng, 180, g + 80, 150, '#4f7f3f')}${tree(rng, 1320, g + 80, 130, '#5b8c45')}`;
}

/** A glass office building on a plaza. */
function office(rng: Rng, p: Palette): string {
	const g = 840;
	const left = 520 + rng() * 60;
	const w = 460;
	const top = 90 + rng() * 60;
	let grid = '';
	for (let x = left; x <= left + w; x += 57.5)
		grid += r(x - 2, top, 4, g - top, '#2b3f52', 'opacity="0.6"');
	for (let y = top; y <= g; y += 62) grid += r(left, y - 2, w, 4, '#2b3f52', 'opacity="0.6"');
	const shine = poly(
		[
			[left, top + 200],
			[left + w, top + 40],
			[left + w, top + 160],
			[left, top + 320],
		],
		'#ffffff',
		'opacity="0.18"',
	);
	const side = `${r(140, 470, 380, g - 470, '#d6d2ca')}${[0, 1, 2].map((i) => r(170, 500 + i * 110, 320, 60, 'url(#glass)')).join('')}`;
	const wing = `${r(980, 400, 380, g - 400, p.roof)}${[0, 1, 2, 3].map((i) => r(1000, 430 + i * 95, 340, 55, 'url(#glass)', 'opacity="0.85"')).join('')}`;
	const canopy = r(left + 120, g - 120, 220, 14, p.accent);
	return `${skyLayer(rng, p.sky, g)}${side}${wing}${r(left, top, w, g - top, 'url(#glass)')}${grid}${shine}${canopy}${r(0, g, 1500, 1000 - g, '#cfc9bf')}${tree(rng, 90, g + 60, 110, p.green)}${tree(rng, 1430, g + 60, 110, p.green)}`;
}

/** Building land: fields, hills, a fence and a few trees. */
function land(rng: Rng, p: Palette): string {
	const g = 560;
	const hills = [0, 1, 2]
		.map(
			(i) =>
				`<path d="M0 ${g - 60 + i * 50} Q ${300 + rng() * 400} ${g - 160 + i * 60} 800 ${g - 40 + i * 40} T 1500 ${g - 50 + i * 45} V 1000 H 0 Z" fill="${p.green}" opacity="${0.45 + i * 0.2}"/>`,
		)
		.join('');
	let stripes = '';
	for (let i = 0; i < 7; i++) {
		const x = -300 + i * 330;
		stripes += poly(
			[
				[750 + (x - 750) * 0.15, g + 60],
				[750 + (x + 165 - 750) * 0.15, g + 60],
				[x + 165, 1000],
				[x, 1000],
			],
			i % 2 ? '#c9b56b' : '#9fbf63',
			'opacity="0.8"',
		);
	}
	let fence = r(0, 800, 1500, 6, '#7b5e45');
	for (let x = 20; x < 1500; x += 90) fence += r(x, 770, 10, 70, '#7b5e45');
	return `${skyLayer(rng, p.sky, g + 40)}${hills}${stripes}${fence}${tree(rng, 300, g + 40, 90, '#4f7f3f')}${tree(rng, 1150, g + 30, 110, '#55843f')}`;
}

/** Room shell: back wall, wooden floor and a window looking out on a small landscape. */
function room(rng: Rng, p: Palette, wall: string, win: { x: number; w: number }): string {
	const floorY = 700;
	let planks = '';
	for (let x = 0; x < 1500; x += 120) planks += r(x, floorY, 3, 300, '#00000018');
	const view = `<svg x="${win.x}" y="150" width="${win.w}" height="400" viewBox="0 0 1500 1000" preserveAspectRatio="xMidYMid slice">${skyLayer(rng, p.sky, 700)}${landscape(rng, p, 700)}</svg>`;
	const frame = `${r(win.x - 14, 136, win.w + 28, 428, '#f7f5f0')}${view}${r(win.x + win.w / 2 - 5, 150, 10, 400, '#f7f5f0')}`;
	return `${r(0, 0, 1500, floorY, wall)}${r(0, floorY, 1500, 300, p.wood)}${planks}${r(0, floorY - 16, 1500, 16, '#f2efe9')}${frame}`;
}

/** Living room: sofa, table, lamp, plant and wall art. */
function living(rng: Rng, p: Palette): string {
	const shell = room(rng, p, pick(rng, ['#e9e2d6', '#dfe6e3', '#efe3d3']), { x: 930, w: 420 });
	const sofa = `${r(130, 500, 640, 170, p.accent, 'rx="30"')}${r(100, 560, 700, 140, p.accent, 'rx="30"')}${r(170, 520, 160, 90, '#f1e9dc', 'rx="20"')}${r(560, 520, 160, 90, '#e7c59a', 'rx="20"')}${r(140, 700, 20, 40, '#3b3b3b')}${r(740, 700, 20, 40, '#3b3b3b')}`;
	const rug = `<ellipse cx="540" cy="860" rx="470" ry="90" fill="#e9dfcf" opacity="0.9"/>`;
	const table = `${r(360, 760, 360, 24, '#6f5039', 'rx="10"')}${r(390, 784, 14, 60, '#6f5039')}${r(676, 784, 14, 60, '#6f5039')}`;
	const lamp = `${r(845, 330, 8, 400, '#333')}${poly(
		[
			[800, 330],
			[900, 330],
			[880, 260],
			[820, 260],
		],
		'#f6e7c1',
	)}`;
	const plant = `${r(1380, 640, 80, 90, '#b9825b', 'rx="10"')}${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${1420 + (i - 2) * 28}" cy="${560 - (i % 2) * 40}" rx="26" ry="80" fill="#4f7f3f" transform="rotate(${(i - 2) * 18} ${1420} 640)"/>`).join('')}`;
	const art = `${r(260, 200, 180, 220, '#f7f5f0')}${r(275, 215, 150, 190, pick(rng, ['#d7a86e', '#7aa6a1', '#c97b63']))}${r(480, 240, 140, 180, '#f7f5f0')}${r(495, 255, 110, 150, '#37505f')}`;
	return `${shell}${rug}${art}${sofa}${table}${lamp}${plant}`;
}

/** Kitchen: cabinets, worktop, island with stools and pendant lamps. */
function kitchen(rng: Rng, p: Palette): string {
	const shell = room(rng, p, '#ece9e3', { x: 560, w: 380 });
	const front = pick(rng, ['#3f5661', '#7c8f6a', '#f4f1ea']);
	let cabinets = `${r(0, 470, 540, 230, front)}${r(960, 470, 540, 230, front)}${r(0, 455, 1500, 18, '#d9d4cc')}`;
	for (let x = 20; x < 1500; x += 130)
		if (x < 520 || x > 970) cabinets += r(x, 490, 110, 190, '#ffffff22', `stroke="#00000022"`);
	const uppers = `${r(0, 120, 520, 220, front)}${r(980, 120, 520, 220, front)}`;
	const island = `${r(330, 640, 840, 40, '#e8e3da')}${r(360, 680, 780, 190, front)}`;
	const stools = [480, 700, 920]
		.map((x) => `${r(x, 780, 90, 18, '#2d2d2d', 'rx="9"')}${r(x + 40, 798, 10, 150, '#2d2d2d')}`)
		.join('');
	const pendants = [560, 760, 960]
		.map(
			(x) =>
				`${r(x - 2, 0, 4, 330, '#333')}<path d="M${x - 55} 390 Q ${x} 300 ${x + 55} 390 Z" fill="${p.accent}"/>${c(x, 392, 12, '#fff1c7')}`,
		)
		.join('');
	return `${shell}${uppers}${cabinets}${island}${stools}${pendants}`;
}

/** Bedroom: bed, pillows, nightstands, lamps and curtains. */
function bedroom(rng: Rng, p: Palette): string {
	const shell = room(rng, p, pick(rng, ['#e6e0ea', '#e3ebe6', '#f0e6dc']), { x: 1040, w: 330 });
	const curtains = `${r(990, 110, 60, 480, p.accent, 'opacity="0.85"')}${r(1360, 110, 60, 480, p.accent, 'opacity="0.85"')}`;
	const bed = `${r(260, 380, 560, 260, '#8d6e57', 'rx="16"')}${r(230, 600, 620, 160, '#f7f4ef', 'rx="20"')}${r(230, 640, 620, 150, pick(rng, ['#9fb7c9', '#d8b4a0', '#a9c2a0']), 'rx="18"')}${r(300, 520, 200, 90, '#ffffff', 'rx="30"')}${r(560, 520, 200, 90, '#ffffff', 'rx="30"')}`;
	const stands = [120, 860]
		.map(
			(x) =>
				`${r(x, 600, 110, 120, p.wood)}${r(x + 50, 520, 10, 80, '#444')}${poly(
					[
						[x + 20, 520],
						[x + 90, 520],
						[x + 75, 470],
						[x + 35, 470],
					],
					'#f6e7c1',
				)}`,
		)
		.join('');
	return `${shell}${curtains}${bed}${stands}`;
}

type SceneDraw = (rng: Rng, p: Palette, variant: number) => string;
const scenes: readonly SceneDraw[] = [
	house,
	rowHouses,
	apartments,
	office,
	land,
	living,
	kitchen,
	bedroom,
];

/** Number of distinct property scenes the generator can draw. */
export const sceneCount = scenes.length * skies.length;

/** Draws property scene `index` (0-based) as SVG at the given pixel size. */
export function drawScene(index: number, px: { width: number; height: number }): string {
	const rng = createRng(1000 + index * 7919);
	const draw = nth(scenes, index);
	const variant = Math.floor(index / scenes.length);
	const palette: Palette = {
		...nth(palettes, (index % scenes.length) + variant),
		sky: nth(skies, variant),
	};
	const body = draw(rng, palette, variant);
	// Mirroring the middle variant varies the composition at no cost (the scenes hold no text).
	return svg(
		sceneSize,
		px,
		variant === 1 ? `<g transform="translate(1500 0) scale(-1 1)">${body}</g>` : body,
	);
}

/** Draws agent portrait `index` (0-based): a friendly flat avatar on a coloured disc. */
export function drawPortrait(index: number, px: { width: number; height: number }): string {
	const rng = createRng(50 + index * 31);
	const bg = nth(['#d7e6ee', '#f0e0d2', '#dfe8d6', '#e6dcec'], index);
	const skin = nth(['#f1c9a5', '#c98e63', '#e8b48f', '#8d5a3b'], index);
	const hair = nth(['#3a2a20', '#1f1a17', '#b07a3c', '#5a4030'], index);
	const shirt = nth(['#2f6f73', '#37505f', '#a0523b', '#4b5d8a'], index);
	const long = index % 2 === 0;
	const back = long
		? `<path d="M330 420 Q 300 760 380 820 L 620 820 Q 700 760 670 420 Z" fill="${hair}"/>`
		: '';
	const top = `<path d="M345 430 Q 340 250 500 240 Q 660 250 655 430 Q 620 330 500 330 Q 400 330 345 430 Z" fill="${hair}"/>`;
	const face = `${r(455, 560, 90, 120, skin)}<ellipse cx="500" cy="450" rx="150" ry="180" fill="${skin}"/>`;
	const eyes = `${c(445, 450, 12, '#2b2b2b')}${c(555, 450, 12, '#2b2b2b')}<path d="M450 540 Q 500 ${575 + rng() * 10} 550 540" stroke="#7a3b2e" stroke-width="10" fill="none" stroke-linecap="round"/>`;
	const body = `<path d="M180 1000 Q 200 690 500 670 Q 800 690 820 1000 Z" fill="${shirt}"/>${poly(
		[
			[450, 672],
			[550, 672],
			[500, 760],
		],
		'#f3f1ec',
	)}`;
	return svg(
		portraitSize,
		px,
		`${r(0, 0, 1000, 1000, bg)}${c(500, 500, 430, '#ffffff', 'opacity="0.35"')}${back}${body}${face}${top}${eyes}`,
	);
}

/** Draws the no-photo placeholder: a soft grey card with a simple house outline. */
export function drawNoPhoto(px: { width: number; height: number }): string {
	const outline = `<path d="M550 560 L750 390 L950 560 V 720 H 550 Z" fill="none" stroke="#9aa3ab" stroke-width="26" stroke-linejoin="round"/>${r(710, 610, 80, 110, '#9aa3ab')}`;
	return svg(
		sceneSize,
		px,
		`${r(0, 0, 1500, 1000, '#e4e7ea')}${c(750, 540, 300, '#eef0f2')}${outline}`,
	);
}
