// The show/hide button is the shared end-of-box `adornment`; everything else is the Field look.
export { adornment as toggle, control, field, input } from '../Field/Field.css';
