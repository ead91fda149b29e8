// @mall/feature-orders: the order centre (issue #12). Containers arrive with the order-centre views.
