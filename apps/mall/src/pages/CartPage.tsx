import { CartPageContainer } from '@mall/feature-cart';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';

/** /cart (spec §2, requires login): the bag; 结算 leaves for /pay with the checked lines. */
export function CartPage() {
  const navigate = useNavigate();
  return (
    <CartPageContainer
      goodsHref={paths.goods}
      onCheckout={(lines) => void navigate(paths.pay(lines))}
      onGoShopping={() => void navigate(paths.home())}
    />
  );
}

export default CartPage;
