/* Operator console (auth): the route constants of this area (auth 'operator' unless public). */
export {};
