import * as v from 'valibot';
import { formObject, optionalText, requiredText, validateForm } from './fields';

describe('formObject', () => {
  const schema = formObject(
    { name: requiredText('Please give your name.', 100), count: v.pipe(v.number('Count must be a number.'), v.minValue(1)), note: optionalText(20) },
    'Please send the form.',
  );

  it('when a required key is left out, then the field answers with its own message at its own path', () => {
    expect(validateForm(schema, { count: 1 })).toEqual({ ok: false, message: 'Please give your name.', field: 'name' });
    expect(validateForm(schema, { name: 'Tina' })).toEqual({ ok: false, message: 'Count must be a number.', field: 'count' });
  });

  it('when an optional key is left out, then its default applies', () => {
    expect(validateForm(schema, { name: ' Tina ', count: 2 })).toEqual({ ok: true, data: { name: 'Tina', count: 2, note: '' } });
  });

  it('when the input is no object, or an array, then the form message is given for the whole input', () => {
    for (const input of [null, 'x', 3, [], [{ name: 'Tina', count: 1 }]]) {
      expect(validateForm(schema, input)).toEqual({ ok: false, message: 'Please send the form.', field: undefined });
    }
  });

  it('when an array is validated through Standard Schema (the form resolver), then it is refused too', () => {
    const optionalOnly = formObject({ note: optionalText(20) }, 'Please send the form.');
    expect(optionalOnly['~standard'].validate({})).toMatchObject({ value: { note: '' } });
    expect(optionalOnly['~standard'].validate([])).toMatchObject({ issues: [{ message: 'Please send the form.' }] });
    expect(v.is(v.partial(optionalOnly), [])).toBe(false);
  });
});
