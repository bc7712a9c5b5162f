// A group of catalogue texts as an object (`T.title`, `L.status`), for code that keeps its texts in one place: each
// property is looked up in the active catalogue when it is read, so the same object speaks the language chosen
// since. A component reading it calls useT() (or sits under one that does) to render again on a switch.
import { createElement, type ReactNode } from 'react';
import { isPermission } from '../shared/permissions';
import { parseLegalStatus } from '../shared/legal-status';
import { hasOperationLabel } from '../shared/operation-labels';
import { t, type MessageKey } from './i18n';
import { Text } from './text';

export function catalogueTexts<K extends string>(prefix: string): Readonly<Record<K, string>> {
  return new Proxy({} as Record<K, string>, {
    get: (_target, key) => (typeof key === 'string' ? t(`${prefix}.${key}` as MessageKey) : undefined),
  });
}

/** The names under `P.` of a group of keys (`KeysUnder<'payment.id' | 'log.date', 'payment'>` is 'id'). */
export type KeysUnder<Keys extends string, P extends string> = Keys extends `${P}.${infer Name}`
  ? Name
  : never;

/**
 * A group of catalogue texts as elements (<Text>), for texts defined once at module level, such as a table's
 * column headers: each renders the active language's text and follows a switch.
 */
export function catalogueNodes<K extends string>(prefix: string): Readonly<Record<K, ReactNode>> {
  return new Proxy({} as Record<K, ReactNode>, {
    get: (_target, key) =>
      typeof key === 'string' ? createElement(Text, { id: `${prefix}.${key}` as MessageKey }) : undefined,
  });
}

/**
 * The catalogue's `{prefix}.{key}` texts for the keys given, as an object whose properties are read in the active
 * language whenever they are read; unlike catalogueTexts, a plain object that can be spread or extended.
 */
export function catalogueGroup<const K extends string>(
  prefix: string,
  keys: readonly K[],
): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of keys)
    Object.defineProperty(texts, key, { get: () => t(`${prefix}.${key}` as MessageKey), enumerable: true });
  return texts;
}

/** A permission code by its name in the active language (an unknown code as it is). */
export function permissionName(code: string): string {
  return isPermission(code) ? t(`permission.${code}`) : code;
}

/** Joins a short list the way the active language does (、 in Japanese). */
export function listText(items: readonly string[]): string {
  return items.join(t('ui.listSeparator'));
}

/** An operation's name in the active language (a name without a label as it is). */
export function operationName(operation: string): string {
  return hasOperationLabel(operation) ? t(`operation.${operation}` as MessageKey) : operation;
}

const CASE_FIELDS = ['email', 'phone', 'legal_status', 'status'] as const;

/** A consumer field a case change names (email, phone, legal_status, status) in the active language. */
export function caseFieldName(field: string): string {
  return (CASE_FIELDS as readonly string[]).includes(field)
    ? t(`ui.case.field.${field as (typeof CASE_FIELDS)[number]}`)
    : field;
}

/** A legal status (its key or snake_case form) by its name in the active language; an unknown value as it is. */
export function legalStatusName(value: string): string {
  const key = parseLegalStatus(value);
  return key ? t(`legalStatus.${key}`) : value;
}
