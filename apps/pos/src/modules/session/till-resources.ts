import { deriveRetailOrder } from '@sen/domain/resources';

/**
 * What the till's first screen needs of the resources it sells with and keeps: their API path and the menu id their
 * rights are under; the retail order's lines and the rule deriving its totals. Not their declarations
 * (@sen/domain/resources: fields, zod schemas, print layouts), which only the screens that need them load.
 * till-resources.test.ts holds each to its declaration.
 */
export const tillResources = {
  retailOrders: {
    path: 'sales/retail-orders',
    menuId: 'sales.retail-orders',
    readAccess: 'menu',
    linesField: 'chi_tiet',
    derive: deriveRetailOrder,
  },
  products: { path: 'stock/products', menuId: 'stock.products', readAccess: 'menu' },
  stockServices: { path: 'stock/services', menuId: 'stock.services', readAccess: 'menu' },
  productGroups: {
    path: 'stock/product-groups',
    menuId: 'stock.product-groups',
    readAccess: 'menu',
  },
  paymentTypes: { path: 'sales/payment-types', menuId: 'sales.payment-types', readAccess: 'menu' },
  taxes: { path: 'accounting/taxs', menuId: 'accounting.taxs', readAccess: 'menu' },
  units: { path: 'stock/units', menuId: 'stock.units', readAccess: 'menu' },
} as const;
