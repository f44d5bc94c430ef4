import type { SearchSuggestions } from '@bazaar/contract';
import { Clock, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import {
  addRecentSearch,
  loadRecentSearches,
  removeRecentSearch,
  saveRecentSearches,
} from '../../lib/recent-searches';
import { fetchSuggestions } from '../../lib/suggestions';
import { categoryHref } from './category-strip';

/** Spec §2: suggestions follow typing, ~200 ms after the last key. */
const DEBOUNCE_MS = 200;

type Option = {
  id: string;
  label: string;
  href: string;
  group: 'items' | 'stores' | 'categories' | 'recent';
};

const searchHref = (query: string) => `/search?${new URLSearchParams({ query })}`;

/** The options a suggestions answer offers, in the order shown: items, stores, categories. */
function optionsOf(answer: SearchSuggestions | null, prefix: string): Option[] {
  if (!answer) return [];
  return [
    ...answer.items.map((i) => ({
      id: `${prefix}-i${i.id}`,
      label: i.name,
      href: `/product/${i.slug}`,
      group: 'items' as const,
    })),
    ...answer.stores.map((s) => ({
      id: `${prefix}-s${s.id}`,
      label: s.name,
      href: `/stores/${s.slug}`,
      group: 'stores' as const,
    })),
    ...answer.categories.map((c) => ({
      id: `${prefix}-c${c.id}`,
      label: c.name,
      href: categoryHref(c),
      group: 'categories' as const,
    })),
  ];
}

/**
 * The header's search box (spec §2): a plain GET form to /search (works without JavaScript); with it,
 * suggestions as you type and the last 8 searches, as an ARIA combobox (arrows, Enter, Escape).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefix = useId().replace(/:/g, '');
  const listId = `${prefix}-list`;
  const [query, setQuery] = useState(params.get('query') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setRecent(loadRecentSearches()), []);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setAnswer(null);
      return;
    }
    const controller = { stale: false };
    const timer = setTimeout(() => {
      fetchSuggestions(trimmed, locale)
        .then((found) => {
          if (!controller.stale) setAnswer(found);
        })
        .catch(() => {
          // Suggestions are a help: on failure the box still searches on Enter.
          if (!controller.stale) setAnswer(null);
        });
    }, DEBOUNCE_MS);
    return () => {
      controller.stale = true;
      clearTimeout(timer);
    };
  }, [trimmed, locale]);

  const showRecent = trimmed === '' && recent.length > 0;
  const options: Option[] = showRecent
    ? recent.map((q, i) => ({ id: `${prefix}-r${i}`, label: q, href: searchHref(q), group: 'recent' }))
    : optionsOf(answer, prefix);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // A new list starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes, by design
  useEffect(() => setActive(-1), [answer, showRecent]);

  const remember = (text: string) => {
    const next = addRecentSearch(loadRecentSearches(), text);
    saveRecentSearches(next);
    setRecent(next);
  };

  const go = (option: Option) => {
    if (option.group === 'recent') remember(option.label);
    setOpen(false);
    input.current?.blur();
    navigate(option.href);
  };

  const remove = (text: string) => {
    const next = removeRecentSearch(recent, text);
    saveRecentSearches(next);
    setRecent(next);
    input.current?.focus();
  };

  const clearAll = () => {
    saveRecentSearches([]);
    setRecent([]);
    input.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      go(activeOption);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        setQuery('');
      }
    }
  };

  let lastGroup: Option['group'] | null = null;
  const groupLabel: Record<Option['group'], string> = {
    items: t('chrome.suggest_items'),
    stores: t('chrome.suggest_stores'),
    categories: t('chrome.suggest_categories'),
    recent: t('chrome.recent_searches'),
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the box to close the list
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Form
        method="get"
        action="/search"
        role="search"
        onSubmit={(e) => {
          if (!trimmed) {
            e.preventDefault();
            return;
          }
          remember(trimmed);
          setOpen(false);
        }}
      >
        <Search
          className="pointer-events-none absolute start-4 top-3.5 size-4 text-slate-400 tablet:hidden"
          aria-hidden
        />
        <input
          ref={input}
          name="query"
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('common.search_placeholder')}
          aria-label={t('chrome.search_label')}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
          className="h-11 w-full rounded-full border border-slate-200 bg-slate-100 ps-10 pe-4 text-sm tablet:ps-4 tablet:pe-12 outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t('chrome.search_label')}
          className="absolute end-1 top-1 hidden size-9 place-items-center tablet:grid rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </Form>
      <div
        hidden={!expanded}
        data-testid="search-popup"
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        {showRecent && (
          <div className="flex items-center justify-between px-4 pb-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t('chrome.recent_searches')}
            </p>
            <button
              type="button"
              onClick={clearAll}
              className="min-h-11 px-2 text-sm font-medium text-brand-700 hover:underline"
              data-testid="recent-clear"
            >
              {t('chrome.recent_clear')}
            </button>
          </div>
        )}
        <div className="flex">
          <div id={listId} role="listbox" aria-label={t('chrome.suggestions')} className="min-w-0 flex-1">
            {options.map((option, index) => {
              const heading = !showRecent && option.group !== lastGroup ? groupLabel[option.group] : null;
              lastGroup = option.group;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  data-testid={showRecent ? 'recent-search' : 'search-suggestion'}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(option)}
                  onMouseEnter={() => setActive(index)}
                  className={`flex h-11 cursor-pointer items-center gap-2 px-4 text-sm ${
                    index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
                  }`}
                >
                  {showRecent ? (
                    <Clock className="size-4 shrink-0 text-slate-400" aria-hidden />
                  ) : (
                    <Search className="size-4 shrink-0 text-slate-400" aria-hidden />
                  )}
                  <span className="truncate" dir="auto">
                    {option.label}
                  </span>
                  {heading && <span className="ms-auto shrink-0 text-xs text-slate-400">{heading}</span>}
                </div>
              );
            })}
          </div>
          {showRecent && (
            <ul className="shrink-0">
              {recent.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => remove(q)}
                    aria-label={t('chrome.recent_remove', { query: q })}
                    className="grid size-11 place-items-center text-slate-400 hover:text-slate-700"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
