/* Operator console (payouts): the route constants of this area (auth 'operator' unless public). */
export {};
