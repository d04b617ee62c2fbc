import { z } from 'zod';
import { idField, idParam, int4Field, int4Param, requiredText } from './fields';

export const localizedInput = z.object({
  ko: requiredText(100),
  en: z.string().trim().max(100).default(''),
  ja: z.string().trim().max(100).default(''),
});

export const categoryItem = z.object({
  categoryid: z.number().int(),
  ctgrname: z.string(),
  parentID: z.number().int(),
  sort: z.number().int(),
  isactive: z.number().int(),
  names: z.object({ ko: z.string(), en: z.string(), ja: z.string() }),
});
export type CategoryItem = z.infer<typeof categoryItem>;

export const categoryListQuery = z.object({
  isactive: z.enum(['0', '1', '']).optional(),
  pcategoryid: int4Param.optional(),
});

export const categoryIdParams = z.object({ categoryid: idParam });
export const categoryDeleteQuery = z.object({ id: idParam });

export const categorySaveBody = z.object({
  categoryid: idField.optional(),
  parentID: int4Field.default(0),
  names: localizedInput,
  isactive: z.union([z.literal(0), z.literal(1)]).default(1),
  sort: int4Field.optional(),
});
export type CategorySaveBody = z.infer<typeof categorySaveBody>;

/** The whole tree in display order: each node's parent and position are rewritten in one go. */
export const categoryNodesBody = z.object({
  nodes: z
    .array(
      z.object({
        categoryid: idField,
        parentID: int4Field,
        sort: int4Field,
      }),
    )
    .min(1),
});
export type CategoryNodesBody = z.infer<typeof categoryNodesBody>;
