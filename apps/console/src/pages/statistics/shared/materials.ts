/** The deposited materials as the statistics pages name and colour them (NONE, nothing recognisable: 기타). */
import { MATERIAL_TYPES, type MaterialType } from '@oa/contract/robots';
import { seriesColor } from '@oa/ui/ChartKit';
import { materialType } from '@oa/ui/StatusBadge';

export const MATERIAL_SERIES: readonly { key: MaterialType; label: string; color: string }[] = MATERIAL_TYPES.map(
  (material, index) => ({
    key: material,
    label: material === 'NONE' ? '기타' : materialType[material].label,
    color: seriesColor(index),
  }),
);
