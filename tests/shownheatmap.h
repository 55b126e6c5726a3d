// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "heatmapview.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "workspace.h"

namespace AttentionLab::testing {

/// The lesson's first sentence, 苹果 发布 新 手机, in a shown heatmap (700 × 600).
struct ShownHeatmap
{
    Workspace workspace;
    AttentionMatrixModel model;
    HeatmapView view;
    ShownHeatmap()
    {
        WorkspaceBinder::of(&workspace)->bind(&model);
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
    }
};

} // namespace AttentionLab::testing
