import { BagDrawerContainer } from '@mall/feature-cart';

/** The lazy chunk of the bag drawer. */
export default BagDrawerContainer;
