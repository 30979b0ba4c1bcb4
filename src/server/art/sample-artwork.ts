/*
 * The sample pieces' artwork, drawn by the shop itself (no third-party images): space scenes as
 * SVG, the same on every machine for a given seed. Sizes are in a 2400-unit square.
 *
 * Every translucent shape uses fill-opacity or gradient stops, never `opacity`: librsvg paints
 * an `opacity` element through a canvas-sized layer of its own, which made a scene take 20 s.
 */

export const SAMPLE_ART_SIZE = 2400;
const S = SAMPLE_ART_SIZE;

export interface SampleScene {
  seed: number;
  /** Background centre, background edge. */
  sky: [string, string];
  /** Colours of the gas clouds. */
  clouds: string[];
  cloudCount: number;
  starCount: number;
  glowCount: number;
  feature: 'protostar' | 'ringed-planet' | 'eclipse';
}

/** A small, fast, seeded generator (mulberry32): the same seed draws the same scene. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const n = (value: number) => value.toFixed(1);
/** Opacities lie between 0.25 and 1: two significant digits are enough. */
const opacity = (value: number) => value.toPrecision(2);

function clouds(scene: SampleScene, random: () => number): string {
  const gradients = scene.clouds
    .map(
      (colour, index) =>
        `<radialGradient id="cloud${index}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="0.6" stop-color="${colour}" stop-opacity="0.18"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  let shapes = '';
  for (let index = 0; index < scene.cloudCount; index++) {
    const x = random() * S;
    const y = random() * S;
    const angle = random() * 180;
    shapes += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(300 + random() * 700)}" ry="${n(180 + random() * 420)}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})" fill="url(#cloud${index % scene.clouds.length})"/>`;
  }
  return `<defs>${gradients}</defs>${shapes}`;
}

function stars(scene: SampleScene, random: () => number): string {
  let shapes = '';
  for (let index = 0; index < scene.starCount; index++) {
    const big = random() > 0.97;
    const radius = big ? 3.5 + random() * 3 : 0.8 + random() * 2.2;
    shapes += `<circle cx="${n(random() * S)}" cy="${n(random() * S)}" r="${n(radius)}" fill="#ffffff" fill-opacity="${opacity(0.35 + random() * 0.65)}"/>`;
  }
  for (let index = 0; index < scene.glowCount; index++) {
    shapes += `<circle cx="${n(random() * S)}" cy="${n(random() * S)}" r="${n(18 + random() * 38)}" fill="url(#glow)"/>`;
  }
  return shapes;
}

/** A bright young star with a cross-shaped flare, where the gas is densest. */
function protostar(random: () => number): string {
  const x = S * (0.42 + random() * 0.16);
  const y = S * (0.4 + random() * 0.16);
  const flare = (angle: number, length: number) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${length}" ry="5" transform="rotate(${angle} ${n(x)} ${n(y)})" fill="url(#flare)"/>`;
  return (
    `<defs><radialGradient id="core"><stop offset="0" stop-color="#ffffff"/><stop offset="0.12" stop-color="#fdf4ff"/><stop offset="0.35" stop-color="#f0abfc" stop-opacity="0.55"/><stop offset="1" stop-color="#c026d3" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="flare"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="520" fill="url(#core)"/>` +
    flare(0, 700) +
    flare(90, 700) +
    flare(45, 260) +
    flare(135, 260)
  );
}

/** A banded planet with a tilted ring, and a belt of rocks drifting past it. */
function ringedPlanet(random: () => number): string {
  const x = S * 0.62;
  const y = S * 0.56;
  const radius = 430;
  const ring = (half: 'back' | 'front') =>
    `<ellipse cx="0" cy="0" rx="${radius * 1.9}" ry="${radius * 0.42}" fill="none" stroke="url(#ring)" stroke-width="70"${half === 'front' ? ' clip-path="url(#front)"' : ''}/>`;
  let rocks = '';
  for (let index = 0; index < 90; index++) {
    const t = random();
    const rx = -200 + t * (S + 400);
    const ry = S * 0.95 - t * S * 0.75 + (random() - 0.5) * 260;
    const size = 6 + random() ** 3 * 46;
    // The belt passes behind the planet: no rock is drawn over its face.
    if (Math.hypot(rx - x, ry - y) < radius + size) continue;
    const points = Array.from({ length: 7 }, (_, corner) => {
      const angle = (corner / 7) * Math.PI * 2;
      const reach = size * (0.65 + random() * 0.5);
      return `${n(rx + Math.cos(angle) * reach)},${n(ry + Math.sin(angle) * reach)}`;
    }).join(' ');
    rocks += `<polygon points="${points}" fill="#1e293b" stroke="#5eead4" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  return (
    `<defs><radialGradient id="planet" cx="0.35" cy="0.3" r="0.85"><stop offset="0" stop-color="#99f6e4"/><stop offset="0.45" stop-color="#0f766e"/><stop offset="1" stop-color="#042f2e"/></radialGradient>` +
    `<linearGradient id="ring" x1="0" x2="1"><stop offset="0" stop-color="#67e8f9" stop-opacity="0.15"/><stop offset="0.5" stop-color="#e0f2fe" stop-opacity="0.75"/><stop offset="1" stop-color="#67e8f9" stop-opacity="0.15"/></linearGradient>` +
    `<clipPath id="front"><rect x="${-S}" y="0" width="${2 * S}" height="${S}"/></clipPath></defs>` +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(-18)">${ring('back')}<circle r="${radius}" fill="url(#planet)"/>` +
    `<ellipse cx="0" cy="-120" rx="${radius * 0.97}" ry="40" fill="#5eead4" fill-opacity="0.12"/><ellipse cx="0" cy="90" rx="${radius * 0.98}" ry="55" fill="#022c22" fill-opacity="0.25"/>` +
    `${ring('front')}</g>${rocks}`
  );
}

/** A dark world in front of its sun, only its rim lit, and a far spiral galaxy. */
function eclipse(random: () => number): string {
  const x = S * 0.36;
  const y = S * 0.62;
  let galaxy = '';
  for (let index = 0; index < 900; index++) {
    const arm = index % 2;
    const t = random() * 3.2;
    const angle = t + arm * Math.PI;
    const spread = 18 + t * 22;
    const gx = Math.cos(angle) * t * 110 + (random() - 0.5) * spread;
    const gy = Math.sin(angle) * t * 110 + (random() - 0.5) * spread;
    galaxy += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(1 + random() * 2.4)}" fill="#c7d2fe" fill-opacity="${opacity(0.25 + random() * 0.5)}"/>`;
  }
  return (
    `<defs><radialGradient id="corona"><stop offset="0.55" stop-color="#fde68a" stop-opacity="0.9"/><stop offset="0.62" stop-color="#f59e0b" stop-opacity="0.45"/><stop offset="1" stop-color="#7c2d12" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="bulge"><stop offset="0" stop-color="#eef2ff"/><stop offset="0.3" stop-color="#a5b4fc" stop-opacity="0.5"/><stop offset="1" stop-color="#6366f1" stop-opacity="0"/></radialGradient></defs>` +
    `<g transform="translate(${n(S * 0.76)} ${n(S * 0.24)}) rotate(28) scale(1 0.45)"><circle r="150" fill="url(#bulge)"/>${galaxy}</g>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="700" fill="url(#corona)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="392" fill="#020108"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="392" fill="none" stroke="#fff7ed" stroke-opacity="0.8" stroke-width="5"/>`
  );
}

const features = { protostar, 'ringed-planet': ringedPlanet, eclipse };

/** The scene as an SVG document, 2400 × 2400. */
export function sampleArtworkSvg(scene: SampleScene): string {
  const random = randomFrom(scene.seed);
  const [centre, edge] = scene.sky;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs><radialGradient id="sky" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#sky)"/>` +
    clouds(scene, random) +
    stars(scene, random) +
    features[scene.feature](random) +
    `</svg>`
  );
}
