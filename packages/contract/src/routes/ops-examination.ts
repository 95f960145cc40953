/* Operator console (examination): the route constants of this area (auth 'operator' unless public). */
export {};
