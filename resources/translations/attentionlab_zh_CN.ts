<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AtomicFile</name>
    <message>
        <source>no output file was given</source>
        <translation>没有给出输出文件</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>无法写入 %1：它是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AttentionMatrixModel</name>
    <message>
        <source>Score of “%1” for “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell showing scores. %1 and %2 are words, %3 the dot product.</extracomment>
        <translation>『%1』对『%2』的得分：%3</translation>
    </message>
    <message>
        <source>Attention “%1” gives “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell. %1 attends to %2 with weight %3 (two decimals).</extracomment>
        <translation>『%1』分给『%2』的注意力：%3</translation>
    </message>
    <message>
        <source>“%1” is not in the vocabulary: it has a made-up vector</source>
        <translation>『%1』不在词表中：它用的是一个自动生成的向量</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Pixels per point: 2× for slides, 4× or more for print</source>
        <translation>每个点的像素数：幻灯片用 2×，印刷用 4× 或更高</translation>
    </message>
    <message>
        <source>&amp;Scale (PNG):</source>
        <translation>缩放(&amp;S)（PNG）：</translation>
    </message>
    <message>
        <source>&amp;Transparent background (PNG)</source>
        <translation>透明背景(&amp;T)（PNG）</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image, %1 × %2 pixels</source>
        <translation>PNG 图片，%1 × %2 像素</translation>
    </message>
    <message>
        <source>SVG vector image, sharp at any size</source>
        <translation>SVG 矢量图，任意尺寸都清晰</translation>
    </message>
    <message>
        <source>The file name must end in .png or .svg</source>
        <translation>文件名必须以 .png 或 .svg 结尾</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HeatmapPage</name>
    <message>
        <source>Query word is now “%1”</source>
        <translation>当前查询词：『%1』</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>句子 %1：%2</translation>
    </message>
    <message>
        <source>5 · The attention matrix</source>
        <translation>5 · 注意力矩阵</translation>
    </message>
    <message>
        <source>&lt;p&gt;Do the three steps for &lt;b&gt;every&lt;/b&gt; word and you get an L × L table: row &lt;i&gt;i&lt;/i&gt;, column &lt;i&gt;j&lt;/i&gt; is how much attention word &lt;i&gt;i&lt;/i&gt; gives word &lt;i&gt;j&lt;/i&gt;; every row sums to 1. Darker means more attention. Notice the diagonal: each word keeps part of the attention for itself, so it keeps its own meaning while taking in context. Hover a cell to read it; click a row to follow that word on the other pages.&lt;/p&gt;</source>
        <translation>&lt;p&gt;对&lt;b&gt;每一个&lt;/b&gt;词都做一遍这三步，就得到一张 L × L 的表：第 &lt;i&gt;i&lt;/i&gt; 行第 &lt;i&gt;j&lt;/i&gt; 列表示词 &lt;i&gt;i&lt;/i&gt; 分给词 &lt;i&gt;j&lt;/i&gt; 多少注意力；每一行加起来都是 1。颜色越深，注意力越多。留意对角线：每个词都给自己留了一部分注意力，所以它在吸收上下文的同时保留了自己的意思。把鼠标停在格子上可以读数；点击某一行，其他页面就会跟随这个词。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>&amp;Weights (after softmax)</source>
        <translation>权重(&amp;W)（softmax 之后）</translation>
    </message>
    <message>
        <source>S&amp;cores (before softmax)</source>
        <translation>得分(&amp;C)（softmax 之前）</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the heatmap as a PNG or SVG figure</source>
        <translation>把热力图保存为 PNG 或 SVG 图片</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>复制(&amp;P)</translation>
    </message>
    <message>
        <source>Copy the heatmap figure to the clipboard</source>
        <translation>把热力图复制到剪贴板</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the matrix as a CSV table for spreadsheets</source>
        <translation>把矩阵保存为电子表格可用的 CSV 表</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>这个句子还没有词：请在上方的句子栏里输入。</translation>
    </message>
    <message>
        <source>The cells are too small for numbers: hover a cell, or use the arrow keys, to read it.</source>
        <translation>格子太小，放不下数字：把鼠标停在格子上，或用方向键，即可读数。</translation>
    </message>
    <message>
        <source>Heatmap copied to the clipboard</source>
        <translation>热力图已复制到剪贴板</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1 words: one label in every %2 is shown so that none overlap.</source>
        <translation>共 %1 个词：每 %2 个只显示一个标签，以免重叠。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HeatmapView</name>
    <message>
        <source>Attention heatmap</source>
        <translation>注意力热力图</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>注意力实验室</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>关于注意力实验室(&amp;A)</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>关于注意力实验室</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A desktop laboratory for the intuition behind self-attention: the same word gets a different vector in a different sentence, because it attends to its neighbours.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;注意力实验室 %1&lt;/h3&gt;&lt;p&gt;一个帮你建立自注意力直觉的桌面实验室：同一个词在不同的句子里得到不同的向量，因为它会关注身边的词。&lt;/p&gt;&lt;p&gt;以 GNU 通用公共许可证第 3 版或更高版本发布。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the attention heatmap as a PNG or SVG figure</source>
        <translation>把注意力热力图保存为 PNG 或 SVG 图片</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>复制图片(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the attention heatmap to the clipboard</source>
        <translation>把注意力热力图复制到剪贴板</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the shown attention matrix as a CSV table</source>
        <translation>把显示的注意力矩阵保存为 CSV 表格</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save tokens, vectors, scores, weights and outputs of every sentence</source>
        <translation>保存每个句子的词、向量、得分、权重和输出</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>JSON file (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceBar</name>
    <message>
        <source>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</source>
        <translation>还没有词：输入一个句子，例如 吃 苹果 和 香蕉</translation>
    </message>
    <message numerus="yes">
        <source>(%n words in all)</source>
        <translation><numerusform>（共 %n 个词）</numerusform></translation>
    </message>
    <message>
        <source>words marked ? are not in the vocabulary</source>
        <translation>带 ? 的词不在词表中</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>添加句子</translation>
    </message>
    <message>
        <source>Sentence &amp;%1</source>
        <translation>句子 &amp;%1</translation>
    </message>
    <message>
        <source>Type a sentence, with or without spaces</source>
        <translation>输入一个句子，加不加空格都可以</translation>
    </message>
    <message>
        <source>Sentence %1</source>
        <translation>句子 %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>删除句子 %1</translation>
    </message>
</context>
<context>
    <name>AttentionLab::TokenModel</name>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>『%1』：%2</translation>
    </message>
    <message>
        <source>“%1” (not in the vocabulary, made-up vector): %2</source>
        <translation>『%1』（不在词表中，自动生成的向量）：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VocabularyModel</name>
    <message>
        <source>“%1” is not in the vocabulary; edit a component to add it</source>
        <translation>『%1』不在词表中；修改任一分量即可把它加入词表</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</source>
        <translation>建立自注意力直觉的桌面实验室。不带导出选项时打开窗口。</translation>
    </message>
    <message>
        <source>A sentence to study; repeat for several (default: the lesson's two).</source>
        <translation>要研究的句子；可重复给出多句（默认：课程中的两句）。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Divide the scores by T before softmax (default 1).</source>
        <translation>在 softmax 之前把得分除以 T（默认 1）。</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Interface language: zh or en (default: zh, en on an English system).</source>
        <translation>界面语言：zh 或 en（默认 zh；英文系统上为 en）。</translation>
    </message>
    <message>
        <source>zh|en</source>
        <translation>zh|en</translation>
    </message>
    <message>
        <source>Write tokens, vectors, scores, weights, outputs and unknown words of every sentence as JSON, then exit.</source>
        <translation>把每个句子的词、向量、得分、权重、输出和未知词写成 JSON，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write sentence 1's attention weights as CSV (UTF-8), then exit.</source>
        <translation>把句子 1 的注意力权重写成 CSV（UTF-8），然后退出。</translation>
    </message>
    <message>
        <source>--sentence: at most %1 sentences, got %2</source>
        <translation>--sentence：最多 %1 个句子，实际给了 %2 个</translation>
    </message>
    <message>
        <source>--sentence %1: the sentence is empty</source>
        <translation>--sentence %1：句子是空的</translation>
    </message>
    <message>
        <source>--sentence %1: “%2” has no words, only punctuation or spaces</source>
        <translation>--sentence %1：『%2』里没有词，只有标点或空格</translation>
    </message>
    <message>
        <source>--temperature: “%1” is not a number greater than 0</source>
        <translation>--temperature：『%1』不是大于 0 的数</translation>
    </message>
    <message>
        <source>--lang: “%1” is not a supported language; use zh or en</source>
        <translation>--lang：不支持『%1』这种语言；请用 zh 或 en</translation>
    </message>
    <message>
        <source>--%1: no file name given</source>
        <translation>--%1：没有给出文件名</translation>
    </message>
    <message>
        <source>--export-json: %1</source>
        <translation>--export-json：%1</translation>
    </message>
    <message>
        <source>--export-csv: %1</source>
        <translation>--export-csv：%1</translation>
    </message>
    <message>
        <source>Render sentence 1's attention heatmap as a .png or .svg figure, then exit.</source>
        <translation>把句子 1 的注意力热力图渲染为 .png 或 .svg 图片，然后退出。</translation>
    </message>
    <message>
        <source>Pixel scale of PNG figures, 1 to 8 (default 2).</source>
        <translation>PNG 图片的像素缩放，1 到 8（默认 2）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Open on this chapter: %1.</source>
        <translation>打开时显示这一章：%1。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Render the window (on --page) to a PNG file, then exit.</source>
        <translation>把窗口（--page 指定的页面）渲染为 PNG 文件，然后退出。</translation>
    </message>
    <message>
        <source>--scale: “%1” is not a whole number from %2 to %3</source>
        <translation>--scale：『%1』不是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>--export-heatmap: “%1” must end in .png or .svg</source>
        <translation>--export-heatmap：『%1』必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>--page: no chapter “%1”; choose one of %2</source>
        <translation>--page：没有『%1』这一章；请从 %2 中选择</translation>
    </message>
    <message>
        <source>--export-heatmap: %1</source>
        <translation>--export-heatmap：%1</translation>
    </message>
    <message>
        <source>--grab: %1</source>
        <translation>--grab：%1</translation>
    </message>
</context>
<context>
    <name>HeatmapExport</name>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>缩放 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>cannot encode the PNG image for %1</source>
        <translation>无法为 %1 编码 PNG 图片</translation>
    </message>
    <message>
        <source>Attention heatmap made with Attention Lab</source>
        <translation>用注意力实验室制作的注意力热力图</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1：未知的图片格式『%2』；请用 .png 或 .svg</translation>
    </message>
</context>
<context>
    <name>HeatmapPainter</name>
    <message>
        <source>Scores before softmax: %1</source>
        <translation>softmax 之前的得分：%1</translation>
    </message>
    <message>
        <source>Attention weights: %1</source>
        <translation>注意力权重：%1</translation>
    </message>
    <message>
        <source>Current word (attends)</source>
        <translation>当前词</translation>
    </message>
    <message>
        <source>Word attended to</source>
        <translation>注意的词</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>第 %1 个字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>the vocabulary names no dimensions</source>
        <translation>词表没有给出维度名称</translation>
    </message>
    <message>
        <source>word %1: component %2 is not a number</source>
        <translation>第 %1 个词：第 %2 个分量不是数字</translation>
    </message>
    <message>
        <source>word %1: “%2” appears twice</source>
        <translation>第 %1 个词：『%2』出现了两次</translation>
    </message>
    <message>
        <source>word %1 (“%2”): %3</source>
        <translation>第 %1 个词（『%2』）：%3</translation>
    </message>
    <message>
        <source>%1 dimensions instead of %2</source>
        <translation>有 %1 个维度，应为 %2 个</translation>
    </message>
    <message>
        <source>the word is empty</source>
        <translation>词是空的</translation>
    </message>
    <message>
        <source>%1 components instead of %2</source>
        <translation>有 %1 个分量，应为 %2 个</translation>
    </message>
    <message>
        <source>a component is not a finite number</source>
        <translation>有分量不是有限的数</translation>
    </message>
</context>
</TS>
