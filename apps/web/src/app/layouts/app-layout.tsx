/**
 * The page frame. Desktop (≥ 1024 px): header, top nav, three columns (sports list slot,
 * centre, betslip slot), footer, back-to-top, support-chat slot. Mobile: header, content,
 * mini betslip slot, bottom navigation, data notifier. The current route's meta flags decide
 * which parts show.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { NoticeHost } from '../../components/ui/toast';
import { PremiumZoneModal } from '../../components/ui/premium-zone-modal';
import { configureApiClient } from '../../lib/api-client';
import { useIsDesktop } from '../../lib/use-breakpoint';
import { useFirstInteraction, useIdle, useIdleSteps, whenIdle } from '../../lib/use-idle';
import { useStartStage } from '../../lib/staged-start';
import { usePickCount } from '../../shared/betslip-store';
import { useLiteMode } from '../../shared/lite-mode';
import { notify } from '../../shared/notice-store';
import { useSessionStore } from '../../shared/session-store';
import { useCountryConfig } from '../../shared/country-store';
import { LiteBanner } from '../banners/lite-banner';
import { OfflineBanner } from '../banners/offline-banner';
import { TopMessageBanner } from '../banners/top-message-banner';
import { registry } from '../feature-registry';
import { nextQuery } from '../guards';
import type { AppRoute } from '../routes';
import { loadComponent } from '../screen-loading';
import { BackToTop } from './back-to-top';
import { BottomNav } from './bottom-nav';
import { ProductNav } from './product-nav';
import { Slot, slotWarmer } from './slot';
import { TopBar } from './top-bar';
import { useShellUi } from '../ui-store';
import { useCurrentRoute } from './use-current-route';
import { useScrollRestoration } from './use-scroll-restoration';
import { tAny } from '../../lib/i18n';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const OverlayMenu = lazy(() => import('./overlay-menu').then((m) => ({ default: m.OverlayMenu })));
const LateShell = lazy(() => import('./late-shell').then((m) => ({ default: m.LateShell })));

const overlays = registry.overlays.map((overlay) => ({
  ...overlay,
  Component: lazy(() => loadComponent(overlay.load).then((c) => ({ default: c }))),
}));

/** Canonical link: desktop URL + locale + current path, lower-cased (spec 02 §2.8). */
export function canonicalHref(desktopUrl: string, locale: string, pathname: string): string {
  const base = desktopUrl.replace(/\/$/, '');
  const path = pathname === '/' ? '' : pathname;
  return `${base}/${locale}${path}`.toLowerCase();
}

/**
 * The tab title in the bettor's language: route titles are English catalog keys (a product's
 * configured name stays as it is). A switch of language re-mounts the app, so this re-runs.
 */
function useDocumentHead(title: string) {
  const config = useCountryConfig();
  const location = useLocation();
  useEffect(() => {
    document.title =
      title === 'Home'
        ? tAny(config.website.title)
        : `${tAny(title)} | ${config.brand} ${config.country}`;
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = canonicalHref(config.desktopUrl, config.locale, location.pathname);
  }, [title, config, location.pathname]);
}

function SidePanelFallback({ title }: { title: string }) {
  return (
    <section className="panel">
      <h2 className="panel-title">{tAny(title)}</h2>
    </section>
  );
}

/** Texts of an expired session (spec 01 §8). */
export const SESSION_EXPIRED = {
  title: 'Session expired',
  message: 'Your session has expired. Please login again',
} as const;

/** A 401 on a call that sent the token ends the session and asks for a new login. */
function useUnauthorizedHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        if (!useSessionStore.getState().authenticated) return;
        useSessionStore.getState().logout();
        notify({ type: 'error', title: SESSION_EXPIRED.title, message: SESSION_EXPIRED.message });
        const { pathname, search } = window.location;
        void navigate(`/login?next=${nextQuery(pathname + search)}`);
      },
    });
  }, [navigate]);
}

/** The menu and its sheets load on first use (most visits never open them). */
function MenuHost() {
  const used = useShellUi((s) => s.menuOpen || s.countrySheetOpen || s.languageSheetOpen);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (used) setLoaded(true);
  }, [used]);
  if (!used && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <OverlayMenu />
    </Suspense>
  );
}

/** The footer sits below the fold: it mounts once the page is idle. */
function IdleFooter() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/**
 * The registry indexes of the overlays due now, in the order they became due: 'idle' ones from
 * the start, 'interaction' ones at the first tap/scroll/key (or at once when the landing page
 * needs them), 'signed-in' ones while a bettor is signed in. A due overlay stays mounted.
 */
function useDueOverlays(): number[] {
  const interacted = useFirstInteraction();
  const signedIn = useSessionStore((s) => s.authenticated);
  const [neededAtStart] = useState(
    () => new Set(overlays.filter((o) => o.neededNow?.()).map((o) => overlays.indexOf(o))),
  );
  const [due, setDue] = useState<number[]>([]);
  const eligible = overlays
    .map((o, i) =>
      o.when === 'idle' ||
      (o.when === 'interaction' && (interacted || neededAtStart.has(i))) ||
      (o.when === 'signed-in' && signedIn)
        ? i
        : -1,
    )
    .filter((i) => i >= 0);
  const added = eligible.filter((i) => !due.includes(i));
  if (added.length > 0) setDue([...due, ...added]);
  return due;
}

/**
 * Late banners and feature overlays mount one per idle period after load, so each is a short
 * task, and only once due (see {@link useDueOverlays}): a visitor who has not touched the page
 * downloads none of the betslip runtime, share sheet, notifications or wallet hosts. Their step
 * counter lives here, not in the layout, so a step re-renders only this part.
 */
function DeferredParts() {
  const due = useDueOverlays();
  const steps = useIdleSteps(due.length + 1);
  return (
    <>
      {steps >= 1 ? (
        <Suspense fallback={null}>
          <LateShell />
        </Suspense>
      ) : null}
      {/* Each overlay has its own boundary: one loading never hides another. */}
      {due.slice(0, Math.max(0, steps - 1)).map((index) => {
        const { Component } = overlays[index]!;
        return (
          <Suspense key={index} fallback={null}>
            <Component />
          </Suspense>
        );
      })}
    </>
  );
}

/**
 * The mobile mini betslip: its code (the slip's figures, placement) loads with the first pick,
 * warmed at the bettor's first interaction, so an empty slip costs the first view nothing.
 */
function MiniBetslipSlot() {
  const count = usePickCount('main');
  const interacted = useFirstInteraction();
  const warm = useMemo(() => slotWarmer('miniBetslip'), []);
  useEffect(() => (interacted ? whenIdle(warm) : undefined), [interacted, warm]);
  return count > 0 ? <Slot name="miniBetslip" /> : null;
}

/** The layout route rendering every page. */
export function AppLayout({ table }: { table: AppRoute[] }) {
  const route = useCurrentRoute(table);
  const meta = route.meta;
  const isDesktop = useIsDesktop();
  useDocumentHead(route.title);
  useScrollRestoration();
  useUnauthorizedHandler();

  // Lite mode: the promo banners are pictures (their art), so they are left out.
  const lite = useLiteMode();
  const centerOnly = !!meta.centerOnlyLayout;
  const showLeft = isDesktop && !!meta.showLeftNav && !centerOnly;
  const showRight = isDesktop && !!meta.showRightNav && !centerOnly;
  // The page load draws in three tasks (lib/staged-start.ts): the frame (header, navigation),
  // then what sits above the page (sports strip, promo banners), then the page itself; top to
  // bottom, so nothing drawn later pushes what is already on screen.
  const stage = useStartStage(2);

  return (
    <div
      className={`app-shell ${isDesktop ? 'is-desktop' : 'is-mobile'}`}
      data-testid="app-shell"
      data-route={route.name}
    >
      <OfflineBanner />
      <LiteBanner />
      {meta.showHeader ? <TopBar /> : null}
      {meta.showTopNav ? <ProductNav /> : null}
      {meta.showTopNav ? <TopMessageBanner /> : null}
      {/* The sports strip and the page appear together, so the strip never pushes the page. */}
      <Suspense fallback={<Loader fill />}>
        {stage >= 1 && meta.showPrematchNav ? (
          <Slot name="prematchNav" ownBoundary={false} />
        ) : null}
        {stage >= 1 && meta.showLiveNav ? <Slot name="liveNav" ownBoundary={false} /> : null}
        <div className={`app-body${showLeft ? ' has-left' : ''}${showRight ? ' has-right' : ''}`}>
          {showLeft ? (
            <aside className="col-left" aria-label="Sports" data-testid="left-column">
              <Slot name="leftNav" fallback={<SidePanelFallback title="Sports" />} />
            </aside>
          ) : null}
          <main className="col-center" id="main">
            {lite || stage < 1 ? null : <Slot name="promoBanners" />}
            {stage >= 2 ? <Outlet /> : null}
          </main>
          {showRight ? (
            <aside className="col-right" aria-label="Betslip" data-testid="right-column">
              <Slot name="rightNav" fallback={<SidePanelFallback title="Betslip" />} />
            </aside>
          ) : null}
        </div>
      </Suspense>
      {meta.showFooter ? <IdleFooter /> : null}
      {!isDesktop && meta.miniBetslipViewable ? <MiniBetslipSlot /> : null}
      {!isDesktop && !meta.hideBottomNav ? <BottomNav /> : null}
      {isDesktop ? <BackToTop /> : null}
      {isDesktop ? <Slot name="supportChat" /> : null}
      <MenuHost />
      <PremiumZoneModal />
      <NoticeHost />
      <DeferredParts />
    </div>
  );
}
