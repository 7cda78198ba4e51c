/**
 * The landing and quiz path validates with valibot, whose schemas are separate functions that
 * tree-shake to a few hundred bytes; zod (even zod/mini, which carries zod's core: 13.6 KiB gzip)
 * stays with the later screens (issue 13). This adapts a valibot schema to fetchJson's Parser.
 */
import { parse, type GenericSchema } from 'valibot';
import type { Parser } from './fetch-json';

export const valibotParser = <T>(schema: GenericSchema<unknown, T>): Parser<T> => ({ parse: (data) => parse(schema, data) });
