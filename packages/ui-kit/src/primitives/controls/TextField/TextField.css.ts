// TextField is a `Field` around a single input: all of its look lives in Field.css.
export { control, field, input } from '../Field/Field.css';
