import type { ReactElement } from 'react';
import {
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  isCrawler,
  localeIso,
  splitLocalePath,
  type ContentApi,
  type StartupAnswers,
  type StartupLookups,
} from '@casino/core';
import type { PageData } from '../../di/pageData.ts';
import { TOKENS } from '../../di/tokens.ts';
import { seoPage, seoText } from './seoText.ts';
import { pageHead } from './pageHead.ts';
import { pageStatus } from './pageStatus.ts';
import { startServerShell, type ShellRequest } from './serverShell.tsx';
import { isShareable } from './pagePrivacy.ts';
import { leafRouteName, RouteNames } from './routeNames.ts';
import { ServerRootProvider } from './serverRoutes.tsx';
import type { SessionStore } from '../../session/SessionStore.ts';

/** A page ready to stream: its status, its head, the React tree, and what the browser needs beside the HTML. */
export interface RenderedPage {
  readonly kind: 'page';
  readonly status: number;
  readonly element: ReactElement;
  readonly head: string;
  /** `<html lang>` and `Content-Language`: the iso tag of the page's locale. */
  readonly language: string;
  readonly setCookies: readonly string[];
  /** The start-up answers the guards had (mirror, redirect, geo), for the browser's first navigation. */
  readonly startupAnswers: StartupAnswers;
  /** The data the page's view models preload while it renders: read once the render is done, then closed. */
  readonly pageData: PageData;
  /**
   * Whether it is a visitor's page, the same for everyone with its key (`pagePrivacy.ts`), which the server may share:
   * asked once the page is rendered, with the session and cookies as they ended.
   */
  readonly shareable: () => boolean;
}

/** A request the guards or the router answered without a page: a redirect with its cookies. */
export interface AnsweredRequest {
  readonly kind: 'answered';
  readonly response: Response;
}

const routeNames = new RouteNames();

function withCookies(response: Response, setCookies: readonly string[]): Response {
  const answer = new Response(response.body, response);
  for (const cookie of setCookies) answer.headers.append('Set-Cookie', cookie);
  return answer;
}

/**
 * Renders one request on the server: the guard chain and the loaders run through the router's static handler (a
 * guard's redirect comes back as the answer), then the page's status (§2) and head (§3) are decided.
 */
export async function renderPage(request: ShellRequest): Promise<RenderedPage | AnsweredRequest> {
  const shell = await startServerShell(request);
  const { url, handler, container, locales } = shell;
  const { locale, rest } = splitLocalePath(url.pathname);
  const routeName = routeNames.of(url.pathname, (pathname) => handler.match(pathname));
  // The SEO text is asked beside the guards, not after them: the head must not wait for them one after the other.
  const text = seoText(
    container.get<ContentApi>(TOKENS.ContentApi),
    seoPage(routeName),
    locale,
    shell.i18n,
    request.seoBudgetMs,
  );

  let context: StaticHandlerContext | null = null;
  const answer = await shell.run(() =>
    handler.query(request.request, {
      requestContext: new RouterContextProvider(),
      generateMiddlewareResponse: async (query) => {
        const result = await query(request.request);
        if (result instanceof Response) return result;
        context = result;
        return new Response(null);
      },
    }),
  );
  const setCookies = shell.cookies.setCookieHeaders();
  const rendered = context as StaticHandlerContext | null;
  if (!rendered) {
    const response = answer instanceof Response ? answer : new Response(null, { status: 500 });
    return { kind: 'answered', response: withCookies(response, setCookies) };
  }

  const renderedName = leafRouteName(rendered.matches);
  const userAgent = request.request.headers.get('user-agent') ?? '';
  const status = pageStatus({
    routeName: renderedName,
    query: url.searchParams,
    routerStatus: rendered.statusCode,
    regionBlocked: renderedName === 'no-access' && !isCrawler(userAgent) && (await shell.regionBlocked()),
  });
  const router = createStaticRouter(handler.dataRoutes, rendered);
  const pageCookies = shell.cookies.setCookieHeaders();
  return {
    kind: 'page',
    status,
    element: (
      <ServerRootProvider value={shell.Root}>
        <StaticRouterProvider router={router} context={rendered} hydrate={false} />
      </ServerRootProvider>
    ),
    head: pageHead({ origin: url.origin, locale: locales.locale, rest, text: await text }),
    language: localeIso(locales.locale),
    setCookies: pageCookies,
    shareable: () =>
      isShareable({
        request: request.request,
        status,
        hasSession: container.get<SessionStore>(TOKENS.SessionStore).token !== null,
        setCookies: shell.cookies.setCookieHeaders(),
      }),
    startupAnswers: container.get<StartupLookups>(TOKENS.StartupLookups).answers(),
    pageData: container.get<PageData>(TOKENS.PageData),
  };
}
