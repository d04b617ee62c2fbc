export const paths = { campus: () => '/campus' };
