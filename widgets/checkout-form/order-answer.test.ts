// The checkout's answer is recovered from polluted output (PHP notices before the JSON), anything else is null.
import { describe, expect, it } from 'vitest';
import { readOrderAnswer } from './order-answer.ts';

describe('readOrderAnswer', () => {
  it('reads JSON, or the {"result…} object inside polluted output, else nothing', () => {
    expect(readOrderAnswer('{"result":"failure","messages":"x"}')).toEqual({ result: 'failure', messages: 'x' });
    expect(readOrderAnswer('Warning: x\n{"result":"success","redirect":"https://a/"}\n')).toEqual({ result: 'success', redirect: 'https://a/' });
    expect(readOrderAnswer('<html>')).toBeNull();
    expect(readOrderAnswer('[1]')).toBeNull();
    expect(readOrderAnswer('')).toBeNull();
  });
});
