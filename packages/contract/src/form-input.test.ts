import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  flag,
  fromJson,
  idempotencyKeyInput,
  idInput,
  jsonArray,
  numericInput,
  optionalIdInput,
  optionalNumericInput,
  optionalText,
  textInput,
} from './form-input';
import { limitInput, pageInput } from './paging';

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('form input', () => {
  it('reads numbers and ids sent as numbers or strings, with the field named in the refusal', () => {
    expect(numericInput('odd_value').parse('2.50')).toBe(2.5);
    expect(numericInput('odd_value').parse(3)).toBe(3);
    expect(firstMessage(numericInput('odd_value'), 'abc')).toBe('odd_value must be a number');
    expect(firstMessage(numericInput('stake', 'Amount'), '')).toBe('Amount');
    expect(idInput('bet_id').parse(' 42 ')).toBe(42);
    expect(firstMessage(idInput('bet_id'), undefined)).toBe('bet_id is required');
    expect(firstMessage(idInput('bet_id'), '0')).toBe('bet_id must be a positive whole number');
  });

  it('takes a blank optional id or number as absent', () => {
    expect(optionalIdInput('profile_id').parse('')).toBeUndefined();
    expect(optionalIdInput('profile_id').parse(null)).toBeUndefined();
    expect(optionalIdInput('profile_id').parse('7')).toBe(7);
    expect(optionalNumericInput('total_odd').parse('')).toBeUndefined();
    expect(optionalNumericInput('total_odd').parse('4.2')).toBe(4.2);
  });

  it('reads arrays and objects sent as JSON strings or as themselves', () => {
    expect(jsonArray(z.number()).parse('[1,2]')).toEqual([1, 2]);
    expect(jsonArray(z.number()).parse([3])).toEqual([3]);
    expect(jsonArray(z.number()).safeParse('not json').success).toBe(false);
    expect(fromJson(z.object({ a: z.number() })).parse('{"a":1}')).toEqual({ a: 1 });
  });

  it('reads texts, flags and idempotency keys as forms send them', () => {
    expect(optionalText.parse(12)).toBe('12');
    expect(optionalText.parse(null)).toBeUndefined();
    expect(optionalText.safeParse('x'.repeat(201)).success).toBe(false);
    expect(textInput(5).parse(undefined)).toBe('');
    expect(textInput(5).parse(2.5)).toBe('2.5');
    expect(textInput(5).safeParse('123456').success).toBe(false);
    expect([flag.parse('1'), flag.parse('TRUE'), flag.parse(1), flag.parse(true)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([flag.parse(undefined), flag.parse(''), flag.parse('no'), flag.parse(0)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(idempotencyKeyInput.parse('')).toBeUndefined();
    expect(idempotencyKeyInput.safeParse('short').success).toBe(false);
    expect(idempotencyKeyInput.parse('key-12345')).toBe('key-12345');
  });

  it('pages from 1 and bounds the page size with the message given', () => {
    expect(pageInput.parse('')).toBe(1);
    expect(pageInput.parse('3')).toBe(3);
    const limit = limitInput(20, 50, 'limit must be at most 50');
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.parse('50')).toBe(50);
    expect(firstMessage(limit, '51')).toBe('limit must be at most 50');
  });
});
