/**
 * The home route, '/' (docs/product.md#listings Home), in the entry's code: the hero's
 * frame and heading at once, the home page's chunk (HomePage.tsx) drawn into
 * it (issue #20).
 *
 * The heading is the first screen's largest text, the paint a first visit is
 * timed by. It used to come with the page's chunk, and while that loaded the
 * route drew a skeleton with the same heading; but the page then replaced the
 * skeleton, heading and all, a few milliseconds after the first paint, and
 * Chromium forgets a paint whose element is gone before the frame is shown:
 * the largest paint counted was the page's own heading, after its chunk had
 * run. Here the heading is made once and stays: only what is under it waits
 * for the chunk (shapes of its size meanwhile, HomeHeroShapes.tsx).
 */
import { Suspense } from 'react';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { loadable } from '../../ui/lazy.ts';
import { HomeHero } from './HomeHero.tsx';
import { HomeHeroShapes } from './HomeHeroShapes.tsx';

const HomeHeroParts = loadable(() => import('./HomePage.tsx'), 'HomeHeroParts');
const HomeBelow = loadable(() => import('./HomePage.tsx'), 'HomeBelow');

/** The home page's chunk (also the route's prefetch, routes.tsx). */
export async function loadHomePage() {
  const [module] = await Promise.all([HomeHeroParts.load(), HomeBelow.load()]);
  return module;
}

export function HomeRoute() {
  usePageTitle(null);
  return (
    <>
      <HomeHero>
        <Suspense fallback={<HomeHeroShapes />}>
          <HomeHeroParts />
        </Suspense>
      </HomeHero>
      <Suspense fallback={null}>
        <HomeBelow />
      </Suspense>
    </>
  );
}
