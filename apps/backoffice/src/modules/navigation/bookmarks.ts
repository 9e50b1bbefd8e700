import { decideNavigation } from '@sen/auth';
import { DEFAULT_BOOKMARKS, MAX_STARRED_PAGES } from '@sen/domain';
import type { Command, Locale, UserInfo } from '@sen/domain';
import { commandTitle } from './menu';

export type Bookmark = { href: string; title: string };

/** The starred pages shown in the navbar: at most MAX_STARRED_PAGES, only those the user may open. */
export const visibleBookmarks = (input: {
  paths?: readonly string[];
  user: UserInfo | null;
  commands: readonly Command[];
  locale: Locale;
}): Bookmark[] => {
  const { user, commands, locale } = input;
  const bookmarks: Bookmark[] = [];
  for (const path of (input.paths ?? DEFAULT_BOOKMARKS).slice(0, MAX_STARRED_PAGES)) {
    const decision = decideNavigation({ path, signedIn: user !== null, user, commands });
    if (decision.type !== 'allow') continue;
    const command = commands.find((c) => c.command === path);
    bookmarks.push({
      href: path,
      title: command ? commandTitle(command, locale) : decision.route.title[locale],
    });
  }
  return bookmarks;
};
