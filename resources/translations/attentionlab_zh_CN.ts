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
    <message>
        <source>cannot write %1: it is not a regular file</source>
        <translation>无法写入 %1：它不是普通文件</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AddWordDialog</name>
    <message>
        <source>%1 numbers, expected %2</source>
        <translation>有 %1 个数，应为 %2 个</translation>
    </message>
    <message>
        <source>Type a number for “%1”.</source>
        <translation>请为『%1』填一个数。</translation>
    </message>
    <message>
        <source>“%1” is not a number (dimension “%2”).</source>
        <translation>『%1』不是数（维度『%2』）。</translation>
    </message>
    <message>
        <source>Type the new word.</source>
        <translation>请输入新词。</translation>
    </message>
    <message>
        <source>A word cannot contain spaces: sentences are split at spaces.</source>
        <translation>词里不能有空格：句子是按空格切分的。</translation>
    </message>
    <message>
        <source>“%1” is already in the vocabulary; change its numbers in the table.</source>
        <translation>『%1』已经在词表中；请直接在表格里修改它的数值。</translation>
    </message>
    <message>
        <source>Add Word</source>
        <translation>添加词</translation>
    </message>
    <message>
        <source>A new word needs a number for every dimension of the vocabulary.</source>
        <translation>新词需要为词表的每个维度各填一个数。</translation>
    </message>
    <message>
        <source>A new word needs %1 numbers, one for every dimension, separated by spaces.</source>
        <translation>新词需要 %1 个数，每个维度一个，用空格隔开。</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>词(&amp;W)：</translation>
    </message>
    <message>
        <source>for example: mango</source>
        <translation>例如：芒果</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>数值(&amp;N)：</translation>
    </message>
    <message>
        <source>%1 numbers separated by spaces</source>
        <translation>%1 个数，用空格隔开</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AttentionArrowsView</name>
    <message>
        <source>No words to connect.</source>
        <translation>没有可以连接的词。</translation>
    </message>
    <message>
        <source>Step 1 draws all %1 × %1 connections at once.</source>
        <translation>第 1 步会一次画出全部 %1 × %1 条连线。</translation>
    </message>
    <message>
        <source>“%1” attends to: %2</source>
        <translation>『%1』关注：%2</translation>
    </message>
    <message>
        <source>Self-attention connecting every pair of words</source>
        <translation>自注意力连接每一对词</translation>
    </message>
    <message>
        <source>Not computed yet: one step will connect all %1 words.</source>
        <translation>尚未计算：一步就能连接全部 %1 个词。</translation>
    </message>
    <message>
        <source>All %1 × %1 connections drawn in one step; line width shows the weight.</source>
        <translation>全部 %1 × %1 条连线一步画出；线宽表示权重。</translation>
    </message>
    <message>
        <source>Top: each word · bottom: the words it attends to · line width ∝ weight</source>
        <translation>上：每个词 · 下：它关注的词 · 线宽 ∝ 权重</translation>
    </message>
    <message>
        <source>Strongest from each word: %1.</source>
        <extracomment>Accessible description of the attention arrows. %1 lists &quot;word → word weight&quot; pairs.</extracomment>
        <translation>每个词最强的连接：%1。</translation>
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
    <name>AttentionLab::BarChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Chapters</name>
    <message>
        <source>Pick a word that occurs in both sentences: its static vector is the same in both, so the two meanings cannot be told apart. Hover any word to read its vector.</source>
        <translation>选一个在两个句子里都出现的词：它的静态向量在两句中完全相同，所以两种意思分不开。把鼠标停在任意词上可以读出它的向量。</translation>
    </message>
    <message>
        <source>Chapter 1: a static word vector is the same in every sentence.</source>
        <translation>第 1 章：静态词向量在每个句子里都一样。</translation>
    </message>
    <message>
        <source>Chapter 2: a word&apos;s new vector as a weighted average of its sentence, with sliders.</source>
        <translation>第 2 章：用滑块把一个词的新向量调成全句词向量的加权平均。</translation>
    </message>
    <message>
        <source>Click a word to make it the query word. The left chart shows its dot products, the right one the softmax weights; the formulas below use its numbers. The temperature sharpens or flattens.</source>
        <translation>点击一个词，把它设为查询词。左图是它的点积，右图是 softmax 权重；下方的公式用的就是它的数字。温度让分布更尖锐或更平坦。</translation>
    </message>
    <message>
        <source>Chapter 3: dot-product scores of the query word, and the softmax that turns them into weights.</source>
        <translation>第 3 章：查询词的点积得分，以及把得分变成权重的 softmax。</translation>
    </message>
    <message>
        <source>Step through a PyTorch program made from the current vectors with Previous, Next or Play; the highlighted lines are running, the figure below shows what they do. Copy the code to run it.</source>
        <translation>用“上一步”“下一步”或“播放”逐步执行由当前向量生成的 PyTorch 程序；高亮的行正在运行，下方的图显示它们做了什么。可以复制代码自己运行。</translation>
    </message>
    <message>
        <source>Chapter 4: score, normalise and sum as PyTorch code, one step at a time, with a picture of each.</source>
        <translation>第 4 章：打分、归一化、加权求和的 PyTorch 代码，一步一步运行，每步配一张图。</translation>
    </message>
    <message>
        <source>Row i, column j is how much word i attends to word j. Hover a cell to read it, click a row to make that word the query, use the arrow keys to walk the cells. Export the figure as PNG or SVG, the numbers as CSV.</source>
        <translation>第 i 行第 j 列表示词 i 对词 j 的注意力。把鼠标停在格子上读数，点击一行把该词设为查询词，用方向键逐格移动。图片可导出为 PNG 或 SVG，数字可导出为 CSV。</translation>
    </message>
    <message>
        <source>Chapter 5: the attention matrix of a sentence as a heatmap, one row per word.</source>
        <translation>第 5 章：把一个句子的注意力矩阵画成热力图，每个词占一行。</translation>
    </message>
    <message>
        <source>Play or step the RNN word by word and watch attention connect every pair at once. The charts show how the first word&apos;s influence fades for the RNN but not for attention.</source>
        <translation>播放或单步执行 RNN，看它一个词一个词地读，而注意力一次连接所有词对。图表显示第 1 个词的影响在 RNN 中逐渐消失，在注意力中却不会。</translation>
    </message>
    <message>
        <source>Chapter 6: an RNN reading word by word against attention connecting every pair in one step.</source>
        <translation>第 6 章：RNN 逐词阅读，注意力一步连起每一对词。</translation>
    </message>
    <message>
        <source>Move the dimension slider: without dividing by √d, softmax puts nearly all the weight on one key.</source>
        <translation>拖动维度滑块：不除以 √d 时，softmax 几乎把全部权重放在一个键上。</translation>
    </message>
    <message>
        <source>Chapter 7: queries, keys, values, and why scaled attention divides by the square root of d.</source>
        <translation>第 7 章：查询、键、值，以及缩放注意力为什么要除以 d 的平方根。</translation>
    </message>
    <message>
        <source>Edit any component in place, add or delete words, rename dimensions, import or export word2vec/GloVe text files.</source>
        <translation>直接修改任意分量，添加或删除词，重命名维度，导入或导出 word2vec/GloVe 文本文件。</translation>
    </message>
    <message>
        <source>The vocabulary: every word and its vector, editable, with import and export.</source>
        <translation>词表：每个词和它的向量，可编辑，可导入导出。</translation>
    </message>
    <message>
        <source>Press Train and watch W_Q, W_K, W_V learn where the ambiguous word should look; drag the step slider to see any step again. Change heads, d_k, scaling or the mask and train again. Your sentences in the sentence bar get the predicted sense.</source>
        <translation>点“训练”，看 W_Q、W_K、W_V 学会多义词该看向哪里；拖动步数滑块可以重看任意一步。改变头数、d_k、缩放或掩码后再训练一次。句子栏里你自己的句子会得到预测的词义。</translation>
    </message>
    <message>
        <source>Chapter 8: queries, keys and values with learned weights, trained in front of you to tell the two senses of a word apart.</source>
        <translation>第 8 章：带可学习权重的查询、键和值，当着你的面训练，学会分辨一个词的两种意思。</translation>
    </message>
    <message>
        <source>Drag a slider or type a weight; the others make room so the sum stays 1. The big swatch and the bars beside it are the word&apos;s new vector, as a mixed colour and over the dimensions. Reset returns to the attention weights.</source>
        <translation>拖动滑块或输入权重；其他权重会让出位置，总和始终为 1。大色块和旁边的条形都是这个词的新向量：一个是混合出的颜色，一个画在各个维度上。“恢复”会回到注意力权重。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ContextualNeighbours</name>
    <message>
        <source>Sentence %1 (%2): after attention, “%3” is nearest to %4</source>
        <translation>第 %1 句（%2）：经过注意力后，“%3”最接近的词：%4</translation>
    </message>
</context>
<context>
    <name>AttentionLab::DocumentController</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>『%1』有尚未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start again from the lesson&apos;s sentences and vocabulary</source>
        <translation>从课程的句子和词表重新开始</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved workspace</source>
        <translation>打开保存过的工作区</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save sentences, vocabulary, query words, temperature and weights</source>
        <translation>保存句子、词表、查询词、温度和权重</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>保存工作区</translation>
    </message>
    <message>
        <source>Attention Lab workspace (*.attention.json)</source>
        <translation>注意力实验室工作区 (*.attention.json)</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <source>Attention Lab workspace (*.attention.json *.json)</source>
        <translation>注意力实验室工作区 (*.attention.json *.json)</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>打开失败</translation>
    </message>
    <message>
        <source>Save the workspace in a new file</source>
        <translation>把工作区保存为新文件</translation>
    </message>
    <message>
        <source>there is no unsaved work left to restore</source>
        <translation>已经没有可以恢复的未保存工作</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since you opened or saved it, perhaps by another window. Overwrite it with your version?</source>
        <translation>『%1』在你打开或保存之后已在磁盘上被修改，可能是另一个窗口改的。要用你的版本覆盖它吗？</translation>
    </message>
    <message>
        <source>%1

The unsaved work is kept in %2 and offered again at the next start: put the vector file back first, or decline then to discard the work.</source>
        <translation>%1

未保存的工作仍留在 %2 中，下次启动时会再次询问是否恢复：请先把向量文件放回原处；如果不再需要，届时选择不恢复即可丢弃这些工作。</translation>
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
    <message>
        <source>The sentence whose attention matrix is shown</source>
        <translation>显示其注意力矩阵的句子</translation>
    </message>
    <message>
        <source>Colour the cells by the softmax weights; every row sums to 1</source>
        <translation>按 softmax 权重给格子着色；每一行之和为 1</translation>
    </message>
    <message>
        <source>Colour the cells by the dot-product scores, before softmax</source>
        <translation>按 softmax 之前的点积得分给格子着色</translation>
    </message>
    <message>
        <source>Row i, column j: how much attention word i gives word j. Arrow keys move between cells, Home and End go to the ends of the row, Enter makes the row&apos;s word the query word.</source>
        <translation>第 i 行第 j 列：词 i 分给词 j 多少注意力。方向键在格子之间移动，Home 和 End 跳到行首和行尾，回车把这一行的词设为查询词。</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>正在计算 %1 个词的注意力…</translation>
    </message>
    <message>
        <source>Only the first %1 words are analysed; %2 more are left out.</source>
        <translation>只分析前 %1 个词，其余 %2 个词未计入。</translation>
    </message>
    <message>
        <source>Attention heatmap</source>
        <translation>注意力热力图</translation>
    </message>
    <message>
        <source>Colours from &amp;0 to 1</source>
        <translation>颜色固定为 0 到 1(&amp;0)</translation>
    </message>
    <message>
        <source>The same colour scale in every figure, so two heatmaps can be compared</source>
        <translation>每张图用同一个色标，两张热力图才能比较</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HeatmapView</name>
    <message>
        <source>Attention heatmap</source>
        <translation>注意力热力图</translation>
    </message>
    <message>
        <source>Attention “%1” gives “%2”</source>
        <extracomment>A heatmap cell whose number is not shown yet (a question asks about it first).</extracomment>
        <translation>『%1』分给『%2』的注意力</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HelpDialog</name>
    <message>
        <source>Attention Lab Guide</source>
        <translation>注意力实验室指南</translation>
    </message>
    <message>
        <source>Type sentences in the bar at the top, with or without spaces; every chapter follows them as you type. Words marked ? are not in the vocabulary: click one to add it.</source>
        <translation>在顶部的句子栏里输入句子，加不加空格都可以；每一章都会随着输入实时更新。带 ? 的词不在词表中：点击即可把它加入词表。</translation>
    </message>
    <message>
        <source>go to a chapter</source>
        <translation>跳到某一章</translation>
    </message>
    <message>
        <source>undo / redo any edit</source>
        <translation>撤销 / 重做任何编辑</translation>
    </message>
    <message>
        <source>save / open / new workspace</source>
        <translation>保存 / 打开 / 新建工作区</translation>
    </message>
    <message>
        <source>export / copy the heatmap figure</source>
        <translation>导出 / 复制热力图</translation>
    </message>
    <message>
        <source>this guide</source>
        <translation>本指南</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
</context>
<context>
    <name>AttentionLab::LearnPage</name>
    <message>
        <source>8 · Attention that learns</source>
        <translation>8 · 让注意力学起来</translation>
    </message>
    <message>
        <source>&lt;p&gt;Until now attention had nothing to learn: the weights followed from the fixed vectors. Here each &lt;b&gt;head&lt;/b&gt; gets three matrices: a word&apos;s &lt;b&gt;query&lt;/b&gt; x·W&lt;sub&gt;Q&lt;/sub&gt; says what it looks for, its &lt;b&gt;key&lt;/b&gt; x·W&lt;sub&gt;K&lt;/sub&gt; what it offers, its &lt;b&gt;value&lt;/b&gt; x·W&lt;sub&gt;V&lt;/sub&gt; what it passes on. Scores are query·key divided by √d&lt;sub&gt;k&lt;/sub&gt;, softmax turns each row into weights, the heads&apos; outputs are put side by side and W&lt;sub&gt;O&lt;/sub&gt; brings them back to the word&apos;s dimensions. A read-out then guesses the sense of the ambiguous word (苹果, 小米, 黑莓, 芒果: a company, or something to eat) from its new vector.&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Train&lt;/b&gt;: Adam adjusts every matrix a little at each step to make the %1 training sentences&apos; senses more likely. The %2 test sentences are never trained on: they show whether attention learned where to look.&lt;/p&gt;</source>
        <translation>&lt;p&gt;到目前为止，注意力没有什么可学的：权重完全由固定的向量决定。这里每个&lt;b&gt;头&lt;/b&gt;有三个矩阵：一个词的&lt;b&gt;查询&lt;/b&gt; x·W&lt;sub&gt;Q&lt;/sub&gt; 表示它在找什么，&lt;b&gt;键&lt;/b&gt; x·W&lt;sub&gt;K&lt;/sub&gt; 表示它能提供什么，&lt;b&gt;值&lt;/b&gt; x·W&lt;sub&gt;V&lt;/sub&gt; 表示它传递什么。得分是 查询·键 再除以 √d&lt;sub&gt;k&lt;/sub&gt;，softmax 把每一行变成权重，各个头的输出并排拼起来，再由 W&lt;sub&gt;O&lt;/sub&gt; 变回词向量的维度。最后由一个读出层根据多义词（苹果、小米、黑莓、芒果：是公司，还是吃的）的新向量猜它的意思。&lt;/p&gt;&lt;p&gt;点&lt;b&gt;训练&lt;/b&gt;：Adam 每一步把每个矩阵都调一点，让 %1 个训练句子的词义更可能被猜对。%2 个测试句子从不参与训练：它们检验注意力是否真的学会了该看哪里。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>One training step: one Adam update of every weight</source>
        <translation>训练一步：用 Adam 把每个权重更新一次</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Start again from the same random weights</source>
        <translation>从同样的随机初始权重重新开始</translation>
    </message>
    <message>
        <source>&amp;Learning rate:</source>
        <translation>学习率(&amp;L)：</translation>
    </message>
    <message>
        <source>How far each Adam step moves the weights</source>
        <translation>每一步 Adam 把权重移动多远</translation>
    </message>
    <message>
        <source>How many steps Train runs</source>
        <translation>点“训练”时一共训练多少步</translation>
    </message>
    <message>
        <source>Number of attention heads, each with its own W_Q, W_K and W_V</source>
        <translation>注意力头的个数，每个头有自己的 W_Q、W_K 和 W_V</translation>
    </message>
    <message>
        <source>Drag to show any recorded training step again</source>
        <translation>拖动可以重看任意一个记录下来的训练步</translation>
    </message>
    <message>
        <source>The PyTorch code of this training; Ctrl+C copies it</source>
        <translation>这次训练的 PyTorch 代码；按 Ctrl+C 复制</translation>
    </message>
    <message>
        <source>Row i, column j: how much attention word i gives word j in this head. Arrow keys move between the cells.</source>
        <translation>第 i 行第 j 列：在这个头里，第 i 个词给第 j 个词多少注意力。用方向键在格子之间移动。</translation>
    </message>
    <message>
        <source>Row i, column j: how much a query strong in dimension i is drawn to a key strong in dimension j.</source>
        <translation>第 i 行第 j 列：在第 i 维上强的查询有多被第 j 维上强的键吸引。</translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>步数(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Heads:</source>
        <translation>头数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;d_k:</source>
        <translation>&amp;d_k：</translation>
    </message>
    <message>
        <source>Size of each head&apos;s queries, keys and values</source>
        <translation>每个头的查询、键和值的维数</translation>
    </message>
    <message>
        <source>Divide by √d_&amp;k</source>
        <translation>除以 √d_&amp;k</translation>
    </message>
    <message>
        <source>Without it, scores grow with d_k and softmax saturates (chapter 7)</source>
        <translation>不除的话，得分随 d_k 变大，softmax 会饱和（见第 7 章）</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>因果掩码(&amp;C)</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it, as in a model that writes text</source>
        <translation>每个词只能看到自己和前面的词，就像逐字写文本的模型那样</translation>
    </message>
    <message>
        <source>loss (training sentences)</source>
        <translation>损失（训练句子）</translation>
    </message>
    <message>
        <source>accuracy (test sentences)</source>
        <translation>准确率（测试句子）</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>Training, live</source>
        <translation>训练过程（实时）</translation>
    </message>
    <message>
        <source>Loss and test accuracy per training step</source>
        <translation>每个训练步的损失和测试准确率</translation>
    </message>
    <message>
        <source>Sh&amp;ow step:</source>
        <translation>显示第几步(&amp;O)：</translation>
    </message>
    <message>
        <source>Training step shown</source>
        <translation>显示的训练步</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each head&apos;s attention on sentence 1&lt;/b&gt; at the step shown (hover a cell to read it).</source>
        <translation>&lt;b&gt;每个头在句子 1 上的注意力&lt;/b&gt;（显示的那一步；把鼠标停在格子上可读数）。</translation>
    </message>
    <message>
        <source>Under each head: &lt;b&gt;what its query looks for&lt;/b&gt;, W&lt;sub&gt;Q&lt;/sub&gt;·W&lt;sub&gt;K&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;. Row i, column j is how strongly a word strong in dimension i (as query) is drawn to a word strong in dimension j (as key): red draws attention, blue pushes it away. The bars show what the word the head looks at most passes on: its value through W&lt;sub&gt;O&lt;/sub&gt;, in the dimensions&apos; names.</source>
        <translation>每个头下面是&lt;b&gt;它的查询在找什么&lt;/b&gt;：W&lt;sub&gt;Q&lt;/sub&gt;·W&lt;sub&gt;K&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;。第 i 行第 j 列表示：在第 i 维上强的词（作为查询）有多被第 j 维上强的词（作为键）吸引；红色表示吸引注意力，蓝色表示推开。条形图显示这个头看得最多的那个词传递了什么：它的值经过 W&lt;sub&gt;O&lt;/sub&gt; 后，按维度名称表示。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Test it on your own sentence:&lt;/b&gt; the sentence bar&apos;s sentences through the model at the step shown.</source>
        <translation>&lt;b&gt;用你自己的句子试试：&lt;/b&gt;句子栏里的句子经过显示那一步的模型。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same training in PyTorch&lt;/b&gt;: the corpus, the starting weights and Adam with these settings, in float64. Run it with python3: it prints this page&apos;s loss curve. Ctrl+C copies it.</source>
        <translation>&lt;b&gt;同样的训练，用 PyTorch 写&lt;/b&gt;：语料、初始权重和这些设置下的 Adam，全部 float64。用 python3 运行，它会打印出本页的损失曲线。按 Ctrl+C 复制。</translation>
    </message>
    <message>
        <source>step %1 of %2 · loss %3 · test accuracy %4</source>
        <translation>第 %1 步（共 %2 步）· 损失 %3 · 测试准确率 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;Head %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 %1 个头&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Head %1&apos;s attention weights on sentence 1</source>
        <translation>第 %1 个头在句子 1 上的注意力权重</translation>
    </message>
    <message>
        <source>W_Q·W_Kᵀ of head %1</source>
        <translation>第 %1 个头的 W_Q·W_Kᵀ</translation>
    </message>
    <message>
        <source>What head %1&apos;s query looks for</source>
        <translation>第 %1 个头的查询在找什么</translation>
    </message>
    <message>
        <source>Type a sentence in the sentence bar to see where this head looks.</source>
        <translation>在句子栏里输入一个句子，看看这个头看向哪里。</translation>
    </message>
    <message>
        <source>“%1” looks most at “%2” (%3).</source>
        <translation>“%1”最关注“%2”（%3）。</translation>
    </message>
    <message>
        <source>No ambiguous word in sentence 1; its first word, “%1”, looks most at “%2” (%3).</source>
        <translation>句子 1 里没有多义词；它的第一个词“%1”最关注“%2”（%3）。</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation>训练(&amp;R)</translation>
    </message>
    <message>
        <source>Stop after the steps being computed</source>
        <translation>算完正在进行的几步后停下</translation>
    </message>
    <message>
        <source>Train to the last step, updating the page as it goes</source>
        <translation>一直训练到最后一步，页面随之更新</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sense accuracy on the %1 test sentences&lt;/b&gt; — from the static vector: &lt;b&gt;%2&lt;/b&gt; (the same vector for both senses) · from parameter-free attention (chapters 2-5): &lt;b&gt;%3&lt;/b&gt; · from learned attention at step %4: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 个测试句子上的词义准确率&lt;/b&gt;——用静态向量：&lt;b&gt;%2&lt;/b&gt;（两种意思是同一个向量）· 用无参数的注意力（第 2-5 章）：&lt;b&gt;%3&lt;/b&gt; · 用学到的注意力（第 %4 步）：&lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1. “%2”: no 苹果, 小米, 黑莓 or 芒果 in it to decide.</source>
        <translation>%1.“%2”：里面没有苹果、小米、黑莓或芒果，无从判断。</translation>
    </message>
    <message>
        <source>%1. “%2”: %3 is &lt;b&gt;%4&lt;/b&gt; (probability %5)</source>
        <translation>%1.“%2”：%3 是&lt;b&gt;%4&lt;/b&gt;（概率 %5）</translation>
    </message>
    <message>
        <source>Training: loss and test accuracy</source>
        <translation>训练：损失与测试准确率</translation>
    </message>
    <message>
        <source>Each head&apos;s attention on sentence 1</source>
        <translation>各个头在句子 1 上的注意力</translation>
    </message>
    <message>
        <source>Head 1&apos;s attention weights on sentence 1</source>
        <translation>第 1 个头在句子 1 上的注意力权重</translation>
    </message>
    <message>
        <source>Head 1, step %1: %2</source>
        <translation>第 1 个头，第 %1 步：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
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
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Heatmap &amp;Colours</source>
        <translation>热力图配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Blues (default)</source>
        <translation>蓝色(&amp;B)（默认）</translation>
    </message>
    <message>
        <source>&amp;Viridis (colour-blind safe)</source>
        <translation>Viridis(&amp;V)（色盲友好）</translation>
    </message>
    <message>
        <source>&amp;Cividis (colour-blind safe)</source>
        <translation>Cividis(&amp;C)（色盲友好）</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <source>Close Attention Lab</source>
        <translation>关闭注意力实验室</translation>
    </message>
    <message>
        <source>Take back the last change</source>
        <translation>撤销上一次修改</translation>
    </message>
    <message>
        <source>Do again the change you took back</source>
        <translation>重做刚才撤销的修改</translation>
    </message>
    <message>
        <source>Show the interface in Chinese</source>
        <translation>以中文显示界面</translation>
    </message>
    <message>
        <source>Show the interface in English</source>
        <translation>以英文显示界面</translation>
    </message>
    <message>
        <source>Colours of the window: the desktop&apos;s, light or dark</source>
        <translation>窗口的颜色：跟随桌面、浅色或深色</translation>
    </message>
    <message>
        <source>Colours of the heatmap cells</source>
        <translation>热力图格子的颜色</translation>
    </message>
    <message>
        <source>What each chapter shows and how to use it</source>
        <translation>每一章展示什么、怎么使用</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>版本和许可证</translation>
    </message>
    <message>
        <source>Go to chapter “%1”</source>
        <translation>转到“%1”一章</translation>
    </message>
    <message>
        <source>The chapters of the lesson: arrow keys choose one, %1 to %2 jump to it</source>
        <translation>课程的各章：方向键选择，%1 到 %2 直接跳转</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention is computed with the %1 instruction set of this CPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;注意力用本机 CPU 的 %1 指令集计算。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Colours from &amp;0 to 1</source>
        <translation>颜色固定为 0 到 1(&amp;0)</translation>
    </message>
    <message>
        <source>The same colour scale in every heatmap, so two figures can be compared</source>
        <translation>每张热力图用同一个色标，两张图才能比较</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Save “%1” as a PNG or SVG figure</source>
        <translation>把“%1”保存为 PNG 或 SVG 图</translation>
    </message>
    <message>
        <source>This chapter has no figure to export</source>
        <translation>这一章没有可导出的图</translation>
    </message>
    <message>
        <source>Copy “%1” to the clipboard</source>
        <translation>把“%1”复制到剪贴板</translation>
    </message>
    <message>
        <source>This chapter has no figure to copy</source>
        <translation>这一章没有可复制的图</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>导出练习单(&amp;W)…</translation>
    </message>
    <message>
        <source>Save the questions for the current sentences as a PDF worksheet, with the answer key beside it</source>
        <translation>把当前句子的题目保存为 PDF 练习单，答案另存在旁边</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>已保存 %1 和 %2</translation>
    </message>
    <message>
        <source>%1 ✓%2</source>
        <comment>answered, right the first time</comment>
        <translation>%1 ✓%2</translation>
    </message>
    <message>
        <source>Questions answered: %1, right the first time: %2.</source>
        <translation>已回答 %1 题，第一次就答对 %2 题。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MixingPage</name>
    <message>
        <source>2 · Mix the context in</source>
        <translation>2 · 把上下文混进来</translation>
    </message>
    <message>
        <source>&amp;Reset to attention weights</source>
        <translation>恢复为注意力权重(&amp;R)</translation>
    </message>
    <message>
        <source>Put every slider back to the weights attention computes</source>
        <translation>把所有滑块恢复为注意力算出的权重</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>句子 %1：%2</translation>
    </message>
    <message>
        <source>This sentence has no words yet.</source>
        <translation>这个句子还没有词。</translation>
    </message>
    <message>
        <source>Sliders for the first %1 of %2 words; the others still count in the mix.</source>
        <translation>只为 %2 个词中的前 %1 个显示滑块；其余的词仍参与混合。</translation>
    </message>
    <message>
        <source>Sum of the weights: %1</source>
        <translation>权重之和：%1</translation>
    </message>
    <message>
        <source>New vector of “%1”</source>
        <translation>『%1』的新向量</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>正在计算 %1 个词的注意力…</translation>
    </message>
    <message>
        <source>Weights and mixed colour, sentence %1</source>
        <translation>句子 %1 的权重和混合颜色</translation>
    </message>
    <message>
        <source>New vector as colour and bars, sentence %1</source>
        <translation>新向量的颜色和条形，句子 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;A word&apos;s meaning comes from its neighbours. So let the word&apos;s new vector be a &lt;b&gt;weighted average&lt;/b&gt; of all the word vectors in its sentence, with weights that add up to 1: the more weight on a word, the more the result looks like it. Here every word is a colour; the new vector is shown as the mixed colour and, beside it, as bars over the dimensions. Drag a slider (or type a weight): the others make room so the sum stays 1. The sliders start at the weights attention computes, so the two mixes differ: with the lesson&apos;s sentences, 苹果 leans towards 科技 (tech) in sentence 1 and towards 水果 (fruit) in sentence 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;一个词的意思来自它的邻居。所以让这个词的新向量等于句子里所有词向量的&lt;b&gt;加权平均&lt;/b&gt;，权重加起来等于 1：某个词的权重越大，结果就越像它。这里每个词是一种颜色；新向量画成混合出来的颜色，旁边再画成各个维度上的条形。拖动滑块（或直接输入权重）：其他权重会自动让出位置，总和始终是 1。滑块的初始值就是注意力算出的权重，所以两句话混出的结果不一样：用课上的两句话，句子 1 里的“苹果”偏向“科技”，句子 2 里的偏向“水果”。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New vector of “%1” over the dimensions</source>
        <translation>“%1”的新向量在各个维度上的值</translation>
    </message>
</context>
<context>
    <name>AttentionLab::NextPage</name>
    <message>
        <source>7 · What is still missing</source>
        <translation>7 · 还缺什么</translation>
    </message>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>维度 d(&amp;D)：</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Dimension of the random query and key vectors</source>
        <translation>随机查询向量和键向量的维度</translation>
    </message>
    <message>
        <source>softmax(q·k)</source>
        <translation>softmax(q·k)</translation>
    </message>
    <message>
        <source>softmax(q·k / √d)</source>
        <translation>softmax(q·k / √d)</translation>
    </message>
    <message>
        <source>Softmax weights with and without scaling</source>
        <translation>缩放与不缩放时的 softmax 权重</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>Weights of %1 keys for one query, d = %2</source>
        <translation>一个查询对 %1 个键的权重，d = %2</translation>
    </message>
    <message>
        <source>Largest weight without scaling: %1; with scaling by √%2: %3. Spread of the scores: standard deviation %4 (grows like √d).</source>
        <translation>不缩放时最大权重：%1；除以 √%2 后：%3。得分的离散程度：标准差 %4（大约按 √d 增长）。</translation>
    </message>
    <message>
        <source>Softmax with and without dividing by √d</source>
        <translation>除以 √d 与不除以 √d 的 softmax</translation>
    </message>
    <message>
        <source>&lt;p&gt;Everything so far is fixed: the vectors come from the vocabulary and the weights follow from them. &lt;b&gt;Nothing is learnable&lt;/b&gt;, so a model cannot learn &lt;i&gt;where&lt;/i&gt; to attend. Chapter 8, next, gives attention parameters: each word is projected three ways, into a &lt;b&gt;query&lt;/b&gt; (what it looks for), a &lt;b&gt;key&lt;/b&gt; (what it offers) and a &lt;b&gt;value&lt;/b&gt; (what it passes on); scores are query·key and the weighted sum mixes values. And the scores are divided by √d, the square root of the dimension.&lt;/p&gt;&lt;p&gt;Why √d? Dot products of random d-dimensional vectors grow like √d. Move the slider: without scaling, softmax puts almost everything on one key as d grows, and learning stalls; divided by √d, the weights stay soft at every size. (One random query, %1 random keys with unit-variance components.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;到目前为止一切都是固定的：向量来自词表，权重由向量决定。&lt;b&gt;没有任何可学习的参数&lt;/b&gt;，所以模型无法学会该&lt;i&gt;关注哪里&lt;/i&gt;。下一章（第 8 章）会给注意力加上参数：每个词被投影成三份——&lt;b&gt;查询&lt;/b&gt;（query，它在找什么）、&lt;b&gt;键&lt;/b&gt;（key，它能提供什么）和&lt;b&gt;值&lt;/b&gt;（value，它传递什么）；得分是 查询·键，加权求和混合的是值。并且得分要除以 √d，即维度的平方根。&lt;/p&gt;&lt;p&gt;为什么是 √d？随机的 d 维向量的点积大约按 √d 增长。拖动滑块看看：不缩放时，随着 d 变大，softmax 几乎把全部权重压在一个键上，学习就停滞了；除以 √d 后，无论维度多大，权重都保持柔和。（一个随机查询，%1 个随机键，各分量方差为 1。）&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AttentionLab::NumbersCover</name>
    <message>
        <source>The numbers are hidden.</source>
        <translation>数字已隐藏。</translation>
    </message>
    <message>
        <source>Ask the room what they expect to see, then show the chapter with its numbers.</source>
        <translation>先请大家说说预期会看到什么，再显示本章和其中的数字。</translation>
    </message>
    <message>
        <source>Show the Numbers</source>
        <translation>显示数字</translation>
    </message>
    <message>
        <source>Show the Numbers (%1)</source>
        <translation>显示数字（%1）</translation>
    </message>
    <message>
        <source>%1 leaves Present.</source>
        <translation>按 %1 退出演示。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::PredictFirst</name>
    <message>
        <source>Reset My Answers</source>
        <translation>重置我的答案</translation>
    </message>
    <message>
        <source>Forget every answer and which chapters you have seen? Each chapter will ask its questions again.</source>
        <translation>忘掉所有答案和看过的章节吗？每一章都会重新提问。</translation>
    </message>
    <message>
        <source>&amp;Predict First</source>
        <translation>先预测(&amp;P)</translation>
    </message>
    <message>
        <source>A chapter you have not seen yet opens behind a question: predict, then see the numbers</source>
        <translation>还没看过的章节先出一道题：先预测，再看数字</translation>
    </message>
    <message>
        <source>&amp;Ask This Chapter&apos;s Questions</source>
        <translation>问本章的问题(&amp;A)</translation>
    </message>
    <message>
        <source>Cover the chapter on show with its questions again</source>
        <translation>再用本章的问题盖住当前章节</translation>
    </message>
    <message>
        <source>&amp;Reset My Answers…</source>
        <translation>重置我的答案(&amp;R)…</translation>
    </message>
    <message>
        <source>Forget your answers and which chapters you have seen</source>
        <translation>忘掉你的答案和看过的章节</translation>
    </message>
    <message>
        <source>No Questions</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>This chapter has nothing to ask about these sentences: give it a sentence of at least two words.</source>
        <translation>这一章对这些句子没有可问的：请给它一个至少两个词的句子。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Presentation</name>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with larger type for a classroom; each chapter&apos;s numbers stay hidden until you show them</source>
        <translation>全屏并放大文字，供课堂使用；每章的数字在你显示之前一直隐藏</translation>
    </message>
    <message>
        <source>&amp;Reveal Numbers</source>
        <translation>显示数字(&amp;R)</translation>
    </message>
    <message>
        <source>Show the numbers of the chapter on show (in Present they are hidden first)</source>
        <translation>显示当前章节的数字（演示时先隐藏）</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger type on every page</source>
        <translation>所有页面的文字变大</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller type on every page</source>
        <translation>所有页面的文字变小</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Type at its usual size</source>
        <translation>文字恢复常规大小</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>keys that leave Present</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>Present, %1 %: %2 shows the numbers, %3 and %4 zoom, %5 leaves</source>
        <translation>演示 %1%：%2 显示数字，%3 和 %4 缩放，%5 退出</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ProjectionPlot</name>
    <message>
        <source>Word vectors before and after attention, in two dimensions</source>
        <translation>注意力前后的词向量（二维投影）</translation>
    </message>
    <message>
        <source>Sentence %1 · before</source>
        <translation>句子 %1 · 之前</translation>
    </message>
    <message>
        <source>Sentence %1 · after</source>
        <translation>句子 %1 · 之后</translation>
    </message>
    <message>
        <source>Axis 1: %1% of the variance</source>
        <translation>主轴 1：占方差的 %1%</translation>
    </message>
    <message>
        <source>Axis 2: %1%</source>
        <translation>主轴 2：%1%</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>句子 %1：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::PyTorchSnippet</name>
    <message>
        <source>Attention Lab, chapter 4: the three steps of self-attention, in PyTorch.</source>
        <translation>注意力实验室，第 4 章：用 PyTorch 写出自注意力的三步。</translation>
    </message>
    <message>
        <source>Generated from the sentences and word vectors on screen: run it and it</source>
        <translation>由屏幕上的句子和词向量生成：运行它，</translation>
    </message>
    <message>
        <source>prints the numbers the app shows (float64, 4 decimals).</source>
        <translation>打印出的数字和程序里显示的一样（float64，4 位小数）。</translation>
    </message>
    <message>
        <source>Both sentences are empty: type some words to get the code.</source>
        <translation>两个句子都是空的：输入一些词就会生成代码。</translation>
    </message>
    <message>
        <source>The sentence is empty: type some words to get the code.</source>
        <translation>句子是空的：输入一些词就会生成代码。</translation>
    </message>
    <message>
        <source>The word vectors (dimensions: %1)</source>
        <translation>词向量（各维：%1）</translation>
    </message>
    <message>
        <source>%1 is not in the vocabulary: a made-up vector</source>
        <translation>%1 不在词表里：这是编造的向量</translation>
    </message>
    <message>
        <source>every score is divided by it</source>
        <translation>每个得分都除以它</translation>
    </message>
    <message>
        <source>the query word, %3</source>
        <translation>查询词 %3</translation>
    </message>
    <message>
        <source>Step 1: stack each sentence&apos;s vectors, one row per word (L x d)</source>
        <translation>第 1 步：把每个句子的向量叠起来，每个词一行（L x d）</translation>
    </message>
    <message>
        <source>Step 2: score = dot product of the query word with every word</source>
        <translation>第 2 步：得分 = 查询词与每个词的点积</translation>
    </message>
    <message>
        <source>Step 3: softmax turns the scores into weights that sum to 1</source>
        <translation>第 3 步：softmax 把得分变成总和为 1 的权重</translation>
    </message>
    <message>
        <source>Step 4: the new vector is the weighted sum w1*x1 + w2*x2 + ... of the rows</source>
        <translation>第 4 步：新向量是各行的加权和 w1*x1 + w2*x2 + ...</translation>
    </message>
    <message>
        <source>Compare: the same word %1 in both sentences, two new vectors</source>
        <translation>比较：两个句子里的同一个词 %1，两个新向量</translation>
    </message>
    <message>
        <source>where %5 is in each sentence</source>
        <translation>%5 在两个句子里的位置</translation>
    </message>
    <message>
        <source>Compare: the two sentences share no word, so there is no word to compare.</source>
        <translation>比较：两个句子没有共同的词，所以没有可比较的词。</translation>
    </message>
    <message>
        <source>Compare: there is only one sentence, so nothing to compare.</source>
        <translation>比较：只有一个句子，没有可比较的。</translation>
    </message>
    <message>
        <source>Compare: sentence %1 is empty, so nothing to compare.</source>
        <translation>比较：句子 %1 是空的，没有可比较的。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::QuestionOverlay</name>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>先预测</translation>
    </message>
    <message>
        <source>Predict first: question %1</source>
        <translation>先预测：第 %1 题</translation>
    </message>
    <message>
        <source>Answer before you look: the chapter&apos;s numbers stay hidden until you have checked your answer.</source>
        <translation>先答再看：核对答案之前，本章的数字不会显示。</translation>
    </message>
    <message>
        <source>Words to choose from</source>
        <translation>可选的词</translation>
    </message>
    <message>
        <source>Answers to choose from</source>
        <translation>可选的答案</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Choose the word you predict</source>
        <translation>选出你预测的词</translation>
    </message>
    <message>
        <source>Type the number you predict</source>
        <translation>输入你预测的数</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>核对(&amp;C)</translation>
    </message>
    <message>
        <source>Commit your answer and see whether it is right</source>
        <translation>提交答案，看看是否正确</translation>
    </message>
    <message>
        <source>&amp;Show the Chapter</source>
        <translation>显示本章(&amp;S)</translation>
    </message>
    <message>
        <source>Hide the question and show the chapter&apos;s numbers</source>
        <translation>收起问题，显示本章的数字</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>下一题(&amp;N)</translation>
    </message>
    <message>
        <source>Ask the chapter&apos;s next question</source>
        <translation>问本章的下一题</translation>
    </message>
    <message>
        <source>View ▸ Predict First turns these questions off; View ▸ Ask This Chapter&apos;s Questions brings them back.</source>
        <translation>“视图 ▸ 先预测”可关闭这些问题；“视图 ▸ 问本章的问题”可再次提问。</translation>
    </message>
    <message>
        <source>Counts as right within ± %1 of the answer.</source>
        <translation>与答案相差不超过 ± %1 即算正确。</translation>
    </message>
    <message>
        <source>A whole number; only the exact answer counts.</source>
        <translation>答案是整数，只有完全相同才算正确。</translation>
    </message>
    <message>
        <source>Choose this word</source>
        <translation>选这个词</translation>
    </message>
    <message>
        <source>Choose this answer</source>
        <translation>选这个答案</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>Right: %1 are tied, so each of them counts.</source>
        <translation>正确：%1 并列，选哪个都算对。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>不太对：答案是 %1。</translation>
    </message>
    <message>
        <source>Your answer: the weight of “%1”</source>
        <translation>你的答案：『%1』的权重</translation>
    </message>
    <message>
        <source>Drag to the weight you predict</source>
        <translation>拖到你预测的权重</translation>
    </message>
    <message>
        <source>Click a cell of the outlined row, or go there with the arrow keys and press Space; Enter checks.</source>
        <translation>点击框出的那一行里的一个格子，或用方向键移过去再按空格；按回车核对。</translation>
    </message>
    <message>
        <source>Click a cell of a row to choose the row, or go there with the arrow keys and press Space; Enter checks.</source>
        <translation>点击某一行里的任意格子来选这一行，或用方向键移过去再按空格；按回车核对。</translation>
    </message>
    <message>
        <source>%1 (word %2)</source>
        <translation>%1（第 %2 个词）</translation>
    </message>
    <message>
        <source>Your answer: the weight</source>
        <translation>你的答案：权重</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Quiz</name>
    <message>
        <source>%1 (± %2)</source>
        <translation>%1（± %2）</translation>
    </message>
    <message>
        <source>In the heatmap of %1, which cell of row %2 is the largest? Pick its column.</source>
        <translation>在%1的热力图中，%2这一行哪个格子最大？选出它所在的列。</translation>
    </message>
    <message>
        <source>A tie: the cells of %1 all hold %2, because their scores are equal (%3), so each of them counts.</source>
        <translation>并列：%1的格子都是 %2，因为它们的得分相等（%3），所以选哪个都算对。</translation>
    </message>
    <message>
        <source>The cell of %1 holds %2, the most in the row, because %3 is the highest score of %4.</source>
        <translation>%1的格子是 %2，全行最大，因为 %3 是%4的最高得分。</translation>
    </message>
    <message>
        <source>In most rows the diagonal cell is the largest: x·x is usually larger than x·y. Which row of the heatmap of %1 is an exception, with a cell larger than its diagonal?</source>
        <translation>大多数行里对角线上的格子最大：x·x 通常大于 x·y。%1的热力图中哪一行是例外，有格子比这一行的对角线格子还大？</translation>
    </message>
    <message>
        <source>None: the diagonal is the largest in every row</source>
        <translation>没有：每一行都是对角线最大</translation>
    </message>
    <message>
        <source>None: every word&apos;s score with itself is its highest. The closest call is row %1: %2 against %3.</source>
        <translation>没有：每个词和自己的得分都是它的最高分。最接近例外的是%1这一行：%2，对比 %3。</translation>
    </message>
    <message>
        <source>Row %1: %2 is larger than %3, so %4 gets %5 and the diagonal only %6.</source>
        <translation>%1这一行：%2 大于 %3，所以%4得到 %5，对角线只有 %6。</translation>
    </message>
    <message>
        <source>Also an exception: %1; each of them counts.</source>
        <translation>例外还有：%1；选哪个都算对。</translation>
    </message>
    <message>
        <source>Before any training: “%1” means %2 in “%3” and %4 in “%5”. Is its static vector the same in both sentences?</source>
        <translation>训练之前：『%1』在“%3”里指%2，在“%5”里指%4。它在这两个句子里的静态向量一样吗？</translation>
    </message>
    <message>
        <source>Yes, the same</source>
        <translation>一样</translation>
    </message>
    <message>
        <source>No, different</source>
        <translation>不一样</translation>
    </message>
    <message>
        <source>The same: cosine similarity %1. A static vector cannot tell %2 from %3; the model of this chapter learns W_Q, W_K and W_V so that “%4” looks at the neighbours that can.</source>
        <translation>一样：余弦相似度 %1。静态向量分不清%2和%3；本章的模型要学习 W_Q、W_K 和 W_V，让『%4』去看能分清意思的邻居。</translation>
    </message>
    <message>
        <source>Different: cosine similarity %1.</source>
        <translation>不一样：余弦相似度 %1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The sliders of %1 hold these weights for %2: %3. Which word&apos;s colour is the mixed colour closest to?</source>
        <translation>%1的滑块上是%2的这些权重：%3。混合出的颜色最接近哪个词的颜色？</translation>
    </message>
    <message>
        <source>A tie: the mixed colour is %1 from %2 alike in OKLab, so each of them counts. The more weight a word gets, the closer the mix moves to its colour.</source>
        <translation>并列：混合色与%2在 OKLab 中的距离都是 %1，所以选哪个都算对。一个词的权重越大，混合色就越接近它的颜色。</translation>
    </message>
    <message>
        <source>The mixed colour is %1 from %2 in OKLab (weight %3), nearer than to any other word; next comes %4 at %5 (weight %6). The more weight a word gets, the closer the mix moves to its colour.</source>
        <translation>混合色与%2在 OKLab 中的距离是 %1（权重 %3），比其他词都近；其次是%4，距离 %5（权重 %6）。一个词的权重越大，混合色就越接近它的颜色。</translation>
    </message>
    <message>
        <source>In %1, %2 has weight %3 on its slider and %4 has %5. You drag %2 to %6; the other sliders make room so that the weights still sum to 1. What weight does %4 get?</source>
        <translation>在%1中，%2的滑块权重是 %3，%4的是 %5。把%2拖到 %6，其他滑块会让出位置，使权重总和仍为 1。%4会得到多少权重？</translation>
    </message>
    <message>
        <source>The other words keep their proportions and share the %1 left over: %2 × %1 / %3 = %4.</source>
        <translation>其他词保持原有比例，分享剩下的 %1：%2 × %1 / %3 = %4。</translation>
    </message>
    <message>
        <source>All the other weights were 0, so the %1 other words share the %2 left over equally: %2 / %1 = %3.</source>
        <translation>其他权重原来都是 0，所以其余 %1 个词平分剩下的 %2：%2 / %1 = %3。</translation>
    </message>
    <message>
        <source>One random query, %1 random keys of d = %2 numbers each, softmax of q·k without dividing by √d. Roughly how large is the largest weight?</source>
        <translation>一个随机查询，%1 个随机键，每个都是 d = %2 维，不除以 √d 直接对 q·k 做 softmax。最大的权重大约有多大？</translation>
    </message>
    <message>
        <source>It is %1. The scores of random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4), so the largest one is far ahead of the rest and softmax gives it almost everything.</source>
        <translation>是 %1。随机 %2 维向量的得分的标准差是 %3（√%2 = %4），所以最大的得分远远领先，softmax 几乎把全部权重都给了它。</translation>
    </message>
    <message>
        <source>It is %1: the scores of these random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4).</source>
        <translation>是 %1：这些随机 %2 维向量的得分的标准差是 %3（√%2 = %4）。</translation>
    </message>
    <message>
        <source>The same query and keys (d = %1), but the scores are divided by √%1 = %2 before softmax. Is the largest weight then smaller, the same or larger than without?</source>
        <translation>同样的查询和键（d = %1），但在 softmax 之前把得分除以 √%1 = %2。这时最大的权重比不缩放时更小、差不多还是更大？</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>更小</translation>
    </message>
    <message>
        <source>About the same</source>
        <translation>差不多</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>更大</translation>
    </message>
    <message>
        <source>%1 with scaling against %2 without: dividing by %3 brings the scores closer together, so softmax stays soft and every key keeps some weight.</source>
        <translation>缩放后 %1，不缩放时 %2：除以 %3 让得分彼此靠近，softmax 保持平缓，每个键都分到一些权重。</translation>
    </message>
    <message>
        <source>%1 with scaling against %2 without, for these random vectors.</source>
        <translation>对这组随机向量，缩放后 %1，不缩放时 %2。</translation>
    </message>
    <message>
        <source>In the long example (“%1”, %2 words), how strongly does word 1, “%3”, still act on the result %4 words later? Whose influence is larger there: the RNN&apos;s or attention&apos;s?</source>
        <translation>在长例句（“%1”，%2 个词）里，第 1 个词『%3』在 %4 个词之后还对结果有多大影响？在那里谁的影响更大：RNN 的还是注意力的？</translation>
    </message>
    <message>
        <source>The RNN&apos;s</source>
        <translation>RNN 的</translation>
    </message>
    <message>
        <source>Attention&apos;s</source>
        <translation>注意力的</translation>
    </message>
    <message>
        <source>Attention&apos;s: %1 against the RNN&apos;s %2. The RNN hands word 1 on through %3 steps and each one shrinks it; attention reaches every word in one step.</source>
        <translation>注意力的：%1，RNN 的只有 %2。RNN 要把第 1 个词经过 %3 步一路传下去，每一步都让它变弱；注意力一步就能连到每个词。</translation>
    </message>
    <message>
        <source>A tie: both are %1 at this distance, so either answer counts.</source>
        <translation>并列：在这个距离上两者都是 %1，所以两个答案都算对。</translation>
    </message>
    <message>
        <source>The RNN&apos;s: %1 against attention&apos;s %2 at this distance, with these vectors and this temperature; attention&apos;s weight on word 1 is small here.</source>
        <translation>RNN 的：%1，注意力的是 %2（在这个距离上，用这些向量和这个温度）；这里注意力给第 1 个词的权重很小。</translation>
    </message>
    <message>
        <source>Self-attention on n words of d = %1 numbers does 2·n²·d multiply-adds, the RNN with a state of h = %2 numbers n·d·h + n·h². From how many words on does attention do more?</source>
        <translation>n 个 d = %1 维的词，自注意力要做 2·n²·d 次乘加，状态为 h = %2 维的 RNN 要做 n·d·h + n·h² 次。从多少个词起，注意力做的乘加更多？</translation>
    </message>
    <message>
        <source>From n = %1: attention does %2 multiply-adds there against the RNN&apos;s %3, while at n = %4 it does %5 against %6. It still takes one step instead of n.</source>
        <translation>从 n = %1 起：这时注意力做 %2 次乘加，RNN 做 %3 次；而 n = %4 时是 %5 对 %6。注意力仍然只要一步，而不是 n 步。</translation>
    </message>
    <message>
        <source>How many steps, each waiting for the one before, does the RNN need to read %1?</source>
        <translation>RNN 读完%1需要多少步？每一步都要等前一步做完。</translation>
    </message>
    <message>
        <source>%1: the state at word t needs the state at word t − 1, so the %2 words are read one after another. Self-attention needs %3 step for all of them.</source>
        <translation>%1：第 t 个词的状态要用到第 t − 1 个词的状态，所以这 %2 个词只能一个接一个地读。自注意力处理全部的词只需 %3 步。</translation>
    </message>
    <message>
        <source>Before the scores are shown: in %1, which word will %2 attend to most?</source>
        <translation>先别看得分：在%1中，%2会最关注哪个词？</translation>
    </message>
    <message>
        <source>A tie: %1 each get %2 from %3, because their scores are equal (%4), so each of them counts.</source>
        <translation>并列：%1各自从%3得到 %2，因为它们的得分相等（%4），所以选哪个都算对。</translation>
    </message>
    <message>
        <source>%1 gives itself the most weight, %2, because %3 is its highest score; softmax keeps the order of the scores.</source>
        <translation>%1给自己的权重最大，为 %2，因为 %3 是它的最高得分；softmax 不会改变得分的大小顺序。</translation>
    </message>
    <message>
        <source>%1 gives %2 the most weight, %3, because %4 is its highest score; softmax keeps the order of the scores.</source>
        <translation>%1给%2的权重最大，为 %3，因为 %4 是它的最高得分；softmax 不会改变得分的大小顺序。</translation>
    </message>
    <message>
        <source>In %1, the weights of %2 have an entropy of %3 at temperature %4. What happens to the entropy as the temperature goes towards 0?</source>
        <translation>在%1中，温度为 %4 时%2的权重的熵是 %3。温度趋向 0 时，熵会怎样变化？</translation>
    </message>
    <message>
        <source>It falls</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>It stays the same</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <source>It rises</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>It stays at %1: all scores of %2 are equal (%3), so every temperature gives the same weights.</source>
        <translation>保持 %1 不变：%2的所有得分都相等（%3），所以任何温度下权重都一样。</translation>
    </message>
    <message>
        <source>It rises from %1 to %2 nats at T = %3.</source>
        <translation>在 T = %3 时从 %1 奈特升到 %2 奈特。</translation>
    </message>
    <message>
        <source>It falls from %1 to %2 nats at T = %3, but not to 0: the %4 equal highest scores, of %5, share %6 of the weight between them (ln %4 = %7).</source>
        <translation>在 T = %3 时从 %1 奈特降到 %2 奈特，但降不到 0：%5这 %4 个并列最高的得分一起分走 %6 的权重（ln %4 = %7）。</translation>
    </message>
    <message>
        <source>It falls from %1 to %2 nats at T = %3: dividing by a small temperature stretches the gaps between the scores, so the highest one, %4, takes %5 of the weight.</source>
        <translation>在 T = %3 时从 %1 奈特降到 %2 奈特：除以很小的温度会拉大得分之间的差距，于是最高的得分 %4 拿走了 %5 的权重。</translation>
    </message>
    <message>
        <source>In %1, at temperature %2 instead of %3: what weight will %4 give %5?</source>
        <translation>在%1中，温度从 %3 改为 %2：%4会给%5多少权重？</translation>
    </message>
    <message>
        <source>Every score is divided by %1 first, then softmax: %2. At %3 it was %4.</source>
        <translation>每个得分先除以 %1，再做 softmax：%2。温度为 %3 时是 %4。</translation>
    </message>
    <message>
        <source>Sentence 1 is “%1”, sentence 2 is “%2”. Is the static vector of “%3” the same in both sentences?</source>
        <translation>句子 1 是“%1”，句子 2 是“%2”。『%3』在两个句子里的静态向量一样吗？</translation>
    </message>
    <message>
        <source>Different: the two vectors are (%1) and (%2), cosine similarity %3.</source>
        <translation>不一样：两个向量分别是 (%1) 和 (%2)，余弦相似度 %3。</translation>
    </message>
    <message>
        <source>The same: “%1” is not in the vocabulary, so it gets a made-up vector worked out from its letters alone, (%2) in both sentences; cosine similarity %3.</source>
        <translation>一样：『%1』不在词表中，所以它用的是只由它的字符算出的自动生成的向量，两个句子里都是 (%2)；余弦相似度 %3。</translation>
    </message>
    <message>
        <source>The same: a static vector is looked up in the vocabulary, not worked out from the sentence, so “%1” is (%2) in both; cosine similarity %3. Nothing in it can tell the two meanings apart.</source>
        <translation>一样：静态向量是从词表里查出来的，不是根据句子算出来的，所以『%1』在两个句子里都是 (%2)；余弦相似度 %3。它本身无法区分两种意思。</translation>
    </message>
    <message>
        <source>In %1, which other word has the static vector most like that of %2 (the highest cosine similarity)?</source>
        <translation>在%1中，哪个别的词的静态向量与%2的最像（余弦相似度最高）？</translation>
    </message>
    <message>
        <source>A tie: %1 all have cosine similarity %2 with %3, so each of them counts.</source>
        <translation>并列：%1与%3的余弦相似度都是 %2，所以选哪个都算对。</translation>
    </message>
    <message>
        <source>%1 is the only other word: cosine similarity %2 with %3.</source>
        <translation>%1是唯一的别的词：与%3的余弦相似度为 %2。</translation>
    </message>
    <message>
        <source>%1 has cosine similarity %2 with %3, the highest in the sentence; next comes %4 with %5.</source>
        <translation>%1与%3的余弦相似度是 %2，是句中最高的；其次是%4，为 %5。</translation>
    </message>
    <message>
        <source>Step 1 stacks the vectors of %1 into X%2. What does print(tuple(X%2.shape)) print?</source>
        <translation>第 1 步把%1的向量堆叠成 X%2。print(tuple(X%2.shape)) 会打印什么？</translation>
    </message>
    <message>
        <source>%1: torch.stack puts the %2 word vectors on top of each other, one row per word, and every vector has %3 numbers.</source>
        <translation>%1：torch.stack 把 %2 个词向量一行一个地叠在一起，每个向量有 %3 个数。</translation>
    </message>
    <message>
        <source>Step 2 prints scores%1 = X%1 @ X%1[q%1] / temperature, the scores of %2 in %3. Which number does it print for %4?</source>
        <translation>第 2 步打印 scores%1 = X%1 @ X%1[q%1] / temperature，即%3中%2的得分。它为%4打印的是哪个数？</translation>
    </message>
    <message>
        <source>%1 (printed with four decimals: %2).</source>
        <translation>%1（打印成四位小数：%2）。</translation>
    </message>
    <message>
        <source>Step 3 prints weights%1 = torch.softmax(scores%1, dim=0), the weights of %2 in %3. Which number does it print for %4?</source>
        <translation>第 3 步打印 weights%1 = torch.softmax(scores%1, dim=0)，即%3中%2的权重。它为%4打印的是哪个数？</translation>
    </message>
    <message>
        <source>“%1” (word %2)</source>
        <translation>『%1』（第 %2 个词）</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>『%1』</translation>
    </message>
    <message>
        <source>%1 (word %2)</source>
        <translation>%1（第 %2 个词）</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>sentence %1 (%2)</source>
        <translation>句子 %1（%2）</translation>
    </message>
    <message>
        <source>Before any training: a read-out learns the sense of %1 from the training sentences, once from the word&apos;s static vector and once from its contextual vector of chapters 2-5 (attention with no parameters). Which tells the senses apart better on the %2 test sentences?</source>
        <translation>训练之前：一个读出层从训练句子里学习%1的词义，一次只看这个词的静态向量，一次看它在第 2-5 章里的上下文向量（没有参数的注意力）。在 %2 个测试句子上，哪一个更能分清两种意思？</translation>
    </message>
    <message>
        <source>The static vector</source>
        <translation>静态向量</translation>
    </message>
    <message>
        <source>The contextual vector</source>
        <translation>上下文向量</translation>
    </message>
    <message>
        <source>Neither: both do the same</source>
        <translation>都一样：两者分得一样好</translation>
    </message>
    <message>
        <source>From the static vector %1 of the test sentences are right, from the contextual vector %2.</source>
        <translation>用静态向量，测试句子答对 %1；用上下文向量，答对 %2。</translation>
    </message>
    <message>
        <source>A static vector is the same in both senses, so its read-out must give both the same answer; the neighbours that attention mixes in tell them apart. Learning W_Q, W_K and W_V, this chapter&apos;s model goes further.</source>
        <translation>静态向量在两种意思里完全相同，所以读出层只能给两者同一个答案；注意力混进来的邻居才能把它们分开。本章的模型再学习 W_Q、W_K 和 W_V，能做得更好。</translation>
    </message>
    <message>
        <source>Train the chapter&apos;s model with the settings it starts with (%1 head, d_k = %2, %3 steps). Afterwards, which word of sentence 1 will “%4” look at most?</source>
        <translation>用本章模型一开始的设置（%1 个头，d_k = %2，%3 步）训练它。训练之后，句子 1 中的『%4』会最关注哪个词？</translation>
    </message>
    <message>
        <source>After %1 steps “%2” gives %3 a weight of %4, more than any other word of the sentence, and the model reads “%2” as %5 (%6 sure). Train the page with these settings to watch the weights move there.</source>
        <translation>训练 %1 步之后，『%2』给%3的权重是 %4，比句中其他任何词都大；模型把『%2』读作%5（把握 %6）。用这些设置在本页训练，就能看到权重一步步移过去。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::RnnChainView</name>
    <message>
        <source>No words to read.</source>
        <translation>没有可读的词。</translation>
    </message>
    <message>
        <source>Bars: the state %1 after each word (%2 numbers)</source>
        <translation>柱条：读完每个词后的状态 %1（%2 个数）</translation>
    </message>
    <message>
        <source>Words %1–%2 of %3</source>
        <translation>第 %1–%2 个词，共 %3 个</translation>
    </message>
    <message>
        <source>“%1”, word %2: %3 = (%4)</source>
        <translation>『%1』，第 %2 个词：%3 = (%4)</translation>
    </message>
    <message>
        <source>“%1”, word %2: not read yet</source>
        <translation>『%1』，第 %2 个词：还没读到</translation>
    </message>
    <message>
        <source>RNN reading the sentence word by word</source>
        <translation>RNN 逐词读句子</translation>
    </message>
    <message>
        <source>No word read yet; %1 words to go, one step each.</source>
        <translation>还没有读任何词；共 %1 个词，每个词一步。</translation>
    </message>
    <message>
        <source>Step %1 of %2: reading “%3”.</source>
        <translation>第 %1 步，共 %2 步：正在读『%3』。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::RnnPage</name>
    <message>
        <source>The RNN reads one word per tick</source>
        <translation>RNN 每一拍读一个词</translation>
    </message>
    <message>
        <source>The RNN needed %1 steps, one after another; attention was done after 1</source>
        <translation>RNN 一步接一步，用了 %1 步；注意力 1 步就完成了</translation>
    </message>
    <message>
        <source>6 · RNN versus attention</source>
        <translation>6 · RNN 与注意力</translation>
    </message>
    <message>
        <source>S&amp;entence:</source>
        <translation>句子(&amp;E)：</translation>
    </message>
    <message>
        <source>The sentence the RNN and attention read</source>
        <translation>RNN 和注意力要读的句子</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Let the RNN read one word per tick, until the end of the sentence</source>
        <translation>让 RNN 每一拍读一个词，直到句子结束</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>Stop the reading where it is</source>
        <translation>在当前位置停下</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>单步(&amp;S)</translation>
    </message>
    <message>
        <source>Read the next word: one sequential step</source>
        <translation>读下一个词：一个顺序步骤</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Go back to before the first word</source>
        <translation>回到读第一个词之前</translation>
    </message>
    <message>
        <source>How many steps each has taken: the RNN needs one per word, attention needs one in all</source>
        <translation>两者各走了几步：RNN 每个词一步，注意力总共只要一步</translation>
    </message>
    <message>
        <source>Influence of word 1</source>
        <translation>第 1 个词的影响</translation>
    </message>
    <message>
        <source>Steps and path length</source>
        <translation>步数与路径长度</translation>
    </message>
    <message>
        <source>Table 1 of the 2017 paper</source>
        <translation>2017 年论文的表 1</translation>
    </message>
    <message>
        <source>How strongly the first word still acts on each later word</source>
        <translation>第一个词对后面每个词还有多大影响</translation>
    </message>
    <message>
        <source>How many steps and hops each needs, for sentences of 1 to %1 words</source>
        <translation>对 1 到 %1 个词的句子，两者各需要多少步、多少跳</translation>
    </message>
    <message>
        <source>The comparison in “Attention Is All You Need”, next to the numbers of this sentence</source>
        <translation>《Attention Is All You Need》中的对比，旁边是这个句子的实际数字</translation>
    </message>
    <message>
        <source>&amp;Current sentence</source>
        <translation>当前句子(&amp;C)</translation>
    </message>
    <message>
        <source>Plot the sentence shown above</source>
        <translation>画出上面显示的句子</translation>
    </message>
    <message>
        <source>Distance from word 1 (words)</source>
        <translation>与第 1 个词的距离（词数）</translation>
    </message>
    <message>
        <source>Chart: influence of the first word against distance</source>
        <translation>图表：第一个词的影响随距离的变化</translation>
    </message>
    <message>
        <source>RNN: size of ∂h_t/∂x_1, how much the state at word t changes when word 1 changes.
Self-attention: size of ∂y_t/∂x_1, the same for the output of word t.</source>
        <translation>RNN：∂h_t/∂x_1 的大小，即第 1 个词变化时第 t 个词处的状态变化多少。
自注意力：∂y_t/∂x_1 的大小，即同样的量，但针对第 t 个词的输出。</translation>
    </message>
    <message>
        <source>Sequential steps and maximum path length, by sentence length</source>
        <translation>顺序步数与最大路径长度随句子长度的变化</translation>
    </message>
    <message>
        <source>RNN: sequential steps</source>
        <translation>RNN：顺序步数</translation>
    </message>
    <message>
        <source>RNN: maximum path length</source>
        <translation>RNN：最大路径长度</translation>
    </message>
    <message>
        <source>Self-attention: sequential steps</source>
        <translation>自注意力：顺序步数</translation>
    </message>
    <message>
        <source>Self-attention: maximum path length</source>
        <translation>自注意力：最大路径长度</translation>
    </message>
    <message>
        <source>Sentence length n (words, log scale)</source>
        <translation>句子长度 n（词数，对数刻度）</translation>
    </message>
    <message>
        <source>Chart: sequential steps and path length against sentence length</source>
        <translation>图表：顺序步数与路径长度随句子长度的变化</translation>
    </message>
    <message>
        <source>&lt;b&gt;“Attention Is All You Need”&lt;/b&gt; (Vaswani et al., 2017), Table 1. The paper built the Transformer on attention alone.</source>
        <translation>&lt;b&gt;《Attention Is All You Need》&lt;/b&gt;（Vaswani 等，2017）表 1。这篇论文只用注意力搭建了 Transformer。</translation>
    </message>
    <message>
        <source>n: sequence length (words in the sentence)
d: representation dimension (numbers per word vector)
k: kernel size of the convolution
r: size of the neighbourhood in restricted self-attention</source>
        <translation>n：序列长度（句子中的词数）
d：表示维度（每个词向量的数字个数）
k：卷积的核大小
r：受限自注意力的邻域大小</translation>
    </message>
    <message>
        <source>Table 1 of “Attention Is All You Need”</source>
        <translation>《Attention Is All You Need》的表 1</translation>
    </message>
    <message>
        <source>&lt;i&gt;n&lt;/i&gt;: sentence length · &lt;i&gt;d&lt;/i&gt;: size of a word vector · &lt;i&gt;k&lt;/i&gt;: kernel size of a convolution · &lt;i&gt;r&lt;/i&gt;: neighbourhood size of restricted self-attention</source>
        <translation>&lt;i&gt;n&lt;/i&gt;：句子长度 · &lt;i&gt;d&lt;/i&gt;：词向量的维数 · &lt;i&gt;k&lt;/i&gt;：卷积核大小 · &lt;i&gt;r&lt;/i&gt;：受限自注意力的邻域大小</translation>
    </message>
    <message>
        <source>Costs counted on this sentence</source>
        <translation>在这个句子上统计的开销</translation>
    </message>
    <message>
        <source>Hover a number to see how it was counted</source>
        <translation>把鼠标停在数字上，查看它是怎么算出来的</translation>
    </message>
    <message>
        <source>Self-Attention</source>
        <translation>自注意力</translation>
    </message>
    <message>
        <source>Recurrent</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Convolutional</source>
        <translation>卷积</translation>
    </message>
    <message>
        <source>Self-Attention (restricted)</source>
        <translation>自注意力（受限）</translation>
    </message>
    <message>
        <source>Complexity per Layer</source>
        <translation>每层复杂度</translation>
    </message>
    <message>
        <source>Sequential Operations</source>
        <translation>顺序操作数</translation>
    </message>
    <message>
        <source>Maximum Path Length</source>
        <translation>最大路径长度</translation>
    </message>
    <message>
        <source>RNN: state h_t</source>
        <translation>RNN：状态 h_t</translation>
    </message>
    <message>
        <source>Self-attention: output y_t (T = %1)</source>
        <translation>自注意力：输出 y_t（T = %1）</translation>
    </message>
    <message>
        <source>long example</source>
        <translation>长例句</translation>
    </message>
    <message>
        <source>current sentence</source>
        <translation>当前句子</translation>
    </message>
    <message>
        <source>Influence of word 1 (%1 has no words)</source>
        <translation>第 1 个词的影响（%1没有词）</translation>
    </message>
    <message>
        <source>Influence of word 1, “%1”, on every later word (%2, %3 words)</source>
        <translation>第 1 个词『%1』对后面每个词的影响（%2，%3 个词）</translation>
    </message>
    <message>
        <source>This sentence (n = %1)</source>
        <translation>这个句子（n = %1）</translation>
    </message>
    <message>
        <source>This sentence (n = %1, off the chart)</source>
        <translation>这个句子（n = %1，超出图表范围）</translation>
    </message>
    <message>
        <source>RNN: step %1 of %2 · Attention: step %3 of 1</source>
        <translation>RNN：第 %1 步，共 %2 步 · 注意力：第 %3 步，共 1 步</translation>
    </message>
    <message>
        <source>RNN: one word per step, %1 steps in a row</source>
        <translation>RNN：每步读一个词，连续 %1 步</translation>
    </message>
    <message>
        <source>Self-attention: every pair at once, in 1 step</source>
        <translation>自注意力：所有词对同时计算，只需 1 步</translation>
    </message>
    <message>
        <source>&amp;Long example (%1 words)</source>
        <translation>长例句(&amp;L)（%1 个词）</translation>
    </message>
    <message>
        <source>Plot a built-in sentence of about 30 words, where the RNN&apos;s fading is plain:
%1</source>
        <translation>画出一个约 30 个词的内置句子，在它上面 RNN 的衰减一目了然：
%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counted here&lt;/b&gt; for sentence %1: n = %2 words, d = %3, h = %4</source>
        <translation>&lt;b&gt;本应用实测&lt;/b&gt;，句子 %1：n = %2 个词，d = %3，h = %4</translation>
    </message>
    <message>
        <source>From n = %1 words on, self-attention does more multiply-adds than this RNN, yet it still needs 1 step instead of n.</source>
        <translation>从 n = %1 个词起，自注意力的乘加次数比这个 RNN 多，但它仍然只需要 1 步，而不是 n 步。</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>这个句子还没有词：请在上方的句子栏里输入。</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 words get attention lines, so that the picture stays readable; the charts and the table use all %2 words.</source>
        <translation>只为 %2 个词中的前 %1 个画注意力连线，好让图保持清晰；图表和表格使用全部 %2 个词。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Before attention, a &lt;b&gt;recurrent neural network&lt;/b&gt; (RNN) read a sentence one word per step, passing one small state vector along. Two weaknesses: &lt;b&gt;distant words fade&lt;/b&gt;, because word 1 has to pass through every later step and weakens each time; and &lt;b&gt;nothing runs in parallel&lt;/b&gt;, because step &lt;i&gt;t&lt;/i&gt; waits for step &lt;i&gt;t&lt;/i&gt; − 1, so &lt;i&gt;L&lt;/i&gt; words take &lt;i&gt;L&lt;/i&gt; steps. Self-attention changed both: &lt;b&gt;any two words interact directly, in a single step&lt;/b&gt;, however far apart. Press &lt;i&gt;Play&lt;/i&gt; or &lt;i&gt;Step&lt;/i&gt; to watch both read the sentence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在注意力出现之前，&lt;b&gt;循环神经网络&lt;/b&gt;（RNN）每一步读一个词，把一个小小的状态向量一路往后传。它有两个弱点：&lt;b&gt;远处的词会淡去&lt;/b&gt;，因为第 1 个词要穿过后面的每一步，每传一次就弱一点；&lt;b&gt;无法并行&lt;/b&gt;，因为第 &lt;i&gt;t&lt;/i&gt; 步必须等第 &lt;i&gt;t&lt;/i&gt; − 1 步算完，所以 &lt;i&gt;L&lt;/i&gt; 个词就要走 &lt;i&gt;L&lt;/i&gt; 步。自注意力同时改变了这两点：&lt;b&gt;任意两个词直接交互，一步完成&lt;/b&gt;，无论相隔多远。点击&lt;i&gt;播放&lt;/i&gt;或&lt;i&gt;单步&lt;/i&gt;，看两者如何读这个句子。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Influence (log scale)</source>
        <translation>影响（对数刻度）</translation>
    </message>
    <message>
        <source>RNN</source>
        <translation>RNN</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <translation>自注意力</translation>
    </message>
    <message>
        <source>Sequential steps: operations that must run one after another.
Maximum path length: operations between word 1 and the last word&apos;s result.</source>
        <translation>顺序步数：必须一个接一个执行的运算。
最大路径长度：从第 1 个词到最后一个词的结果之间经过的运算。</translation>
    </message>
    <message>
        <source>Count (log scale)</source>
        <translation>数量（对数刻度）</translation>
    </message>
    <message>
        <source>The RNN needs one step per word, and word 1 reaches word &lt;i&gt;n&lt;/i&gt; only through &lt;i&gt;n&lt;/i&gt; cells. Self-attention needs 1 step and 1 hop at any length. Thin lines: sequential steps; wide pale lines: maximum path length (for each of the two, they coincide).</source>
        <translation>RNN 每个词要一步，第 1 个词要经过 &lt;i&gt;n&lt;/i&gt; 个单元才能到达第 &lt;i&gt;n&lt;/i&gt; 个词。自注意力无论句子多长，都只要 1 步、1 跳。细线：顺序步数；宽的浅色线：最大路径长度（两者各自的两条线重合）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;How to read it.&lt;/b&gt; &lt;i&gt;Complexity per layer&lt;/i&gt; is the arithmetic: self-attention compares every pair of words (n²), a recurrent layer multiplies its state by a d × d matrix at every word (d²), so attention is the cheaper one while sentences are shorter than the vectors are long. &lt;i&gt;Sequential operations&lt;/i&gt; is what has to wait: the recurrent layer&apos;s n steps cannot run side by side on a GPU, attention&apos;s single step can. &lt;i&gt;Maximum path length&lt;/i&gt; is how many operations a signal crosses between two words: the shorter it is, the easier it is to learn how distant words depend on each other, and for attention it is 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;怎么读这张表。&lt;/b&gt;&lt;i&gt;每层复杂度&lt;/i&gt;是计算量：自注意力要比较每一对词（n²），循环层在每个词处都要把状态乘以一个 d × d 矩阵（d²），所以只要句子比向量短，注意力就更省。&lt;i&gt;顺序操作数&lt;/i&gt;是必须等待的部分：循环层的 n 步不能在 GPU 上同时进行，注意力的那一步可以。&lt;i&gt;最大路径长度&lt;/i&gt;是信号在两个词之间要经过多少个运算：越短，就越容易学到远处的词之间的依赖关系，而注意力的路径长度是 1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Computing the influence of word 1 on %1 words…</source>
        <translation>正在计算第 1 个词对 %1 个词的影响…</translation>
    </message>
    <message>
        <source>The RNN reading word by word</source>
        <translation>RNN 逐词读入</translation>
    </message>
    <message>
        <source>Attention connecting every pair</source>
        <translation>注意力一步连接每一对词</translation>
    </message>
    <message>
        <source>Influence of the first word</source>
        <translation>第一个词的影响</translation>
    </message>
    <message>
        <source>Sequential steps by sentence length</source>
        <translation>不同句长所需的顺序步数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Influence&lt;/b&gt; of word 1 on word &lt;i&gt;t&lt;/i&gt;: how much the result at word &lt;i&gt;t&lt;/i&gt; changes when the first word&apos;s vector changes a little, the size of ∂output&lt;sub&gt;t&lt;/sub&gt;/∂x&lt;sub&gt;1&lt;/sub&gt; (for the RNN the result is its state h&lt;sub&gt;t&lt;/sub&gt;, for attention the output y&lt;sub&gt;t&lt;/sub&gt;). Large: word &lt;i&gt;t&lt;/i&gt; still feels word 1; near 0: word 1 is forgotten. The RNN here is not trained: its weights are fixed numbers from a random-number generator started at the seed %1 (the date the 2017 paper appeared), the same on every machine, with W&lt;sub&gt;h&lt;/sub&gt; scaled so that each step passes on at most %2 of a change.</source>
        <translation>第 1 个词对第 &lt;i&gt;t&lt;/i&gt; 个词的&lt;b&gt;影响&lt;/b&gt;：第 1 个词的向量稍微变一点时，第 &lt;i&gt;t&lt;/i&gt; 个词处的结果会变多少，也就是 ∂输出&lt;sub&gt;t&lt;/sub&gt;/∂x&lt;sub&gt;1&lt;/sub&gt; 的大小（RNN 的结果是它的状态 h&lt;sub&gt;t&lt;/sub&gt;，注意力的结果是输出 y&lt;sub&gt;t&lt;/sub&gt;）。数值大：第 &lt;i&gt;t&lt;/i&gt; 个词仍然感受得到第 1 个词；接近 0：第 1 个词已经被忘掉了。这里的 RNN 没有训练过：它的权重是随机数生成器从种子 %1（2017 年那篇论文发表的日期）开始生成的固定数字，在每台机器上都一样；W&lt;sub&gt;h&lt;/sub&gt; 经过缩放，每一步最多把变化的 %2 传下去。</translation>
    </message>
    <message>
        <source>On these %1 words the RNN&apos;s curve falls: word 1 reaches word &lt;i&gt;t&lt;/i&gt; only through every cell in between, and each passes on at most %2 of it. Attention&apos;s curve does not fall with distance: word 1 reaches every word directly, in one step.</source>
        <translation>在这 %1 个词上，RNN 的曲线不断下降：第 1 个词只能经过中间的每一个单元才到达第 &lt;i&gt;t&lt;/i&gt; 个词，每个单元最多把它的 %2 传下去。注意力的曲线不随距离下降：第 1 个词一步就直接到达每个词。</translation>
    </message>
    <message>
        <source>These %1 words are too few for the fading to show: so close to word 1 the RNN still carries most of it.</source>
        <translation>这 %1 个词太少，看不出衰减：离第 1 个词这么近，RNN 还保留着它的大部分。</translation>
    </message>
    <message>
        <source>Here attention&apos;s curve even lies below the RNN&apos;s (distance %1): the two are different computations, so compare how each changes with distance, not their heights.</source>
        <translation>这里注意力的曲线甚至在 RNN 的下面（距离 %1）：两者是不同的计算，所以要比较各自怎样随距离变化，而不是比较高低。</translation>
    </message>
    <message>
        <source>The long example (%1 words) makes the point: there the RNN&apos;s curve falls by orders of magnitude while attention&apos;s does not fall with distance.</source>
        <translation>长例句（%1 个词）才能说明问题：在那里 RNN 的曲线下降好几个数量级，而注意力的曲线不随距离下降。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Long example&lt;/b&gt; (%1 words): %2</source>
        <translation>&lt;b&gt;长例句&lt;/b&gt;（%1 个词）：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ScoringPage</name>
    <message>
        <source>Query word is now “%1”</source>
        <translation>当前查询词：『%1』</translation>
    </message>
    <message>
        <source>3 · Score, then softmax</source>
        <translation>3 · 先打分，再 softmax</translation>
    </message>
    <message>
        <source>&lt;p&gt;More related words should get more weight. Relatedness is measured by the &lt;b&gt;dot product&lt;/b&gt; of two vectors: multiply matching components and add them up (a cosine similarity without dividing by the lengths). Scores can be negative and do not sum to 1, so &lt;b&gt;softmax&lt;/b&gt; turns them into weights: every weight lands between 0 and 1, they sum to exactly 1, and a higher score gets a larger weight. The &lt;b&gt;temperature&lt;/b&gt; divides the scores first: low sharpens, high flattens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;越相关的词应该得到越多的权重。相关程度用两个向量的&lt;b&gt;点积&lt;/b&gt;来衡量：对应分量相乘再相加（相当于不除以长度的余弦相似度）。得分可能是负数，加起来也不等于 1，所以用 &lt;b&gt;softmax&lt;/b&gt; 把它们变成权重：每个权重都在 0 和 1 之间，总和恰好是 1，得分越高权重越大。得分先除以&lt;b&gt;温度&lt;/b&gt;：温度低，分布更尖锐；温度高，分布更平坦。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>温度(&amp;T)：</translation>
    </message>
    <message>
        <source>Divide the scores by this number before softmax</source>
        <translation>做 softmax 之前，得分先除以这个数（温度）</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Dot-product scores of the query word</source>
        <translation>查询词的点积得分</translation>
    </message>
    <message>
        <source>Softmax weights of the query word</source>
        <translation>查询词的 softmax 权重</translation>
    </message>
    <message>
        <source>Step 1: scores of “%1” (dot products)</source>
        <translation>第 1 步：『%1』的得分（点积）</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Step 2: weights of “%1” (softmax)</source>
        <translation>第 2 步：『%1』的权重（softmax）</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Entropy of the weights: %1 (uniform: %2). Lower means sharper.</source>
        <translation>权重的熵：%1（均匀分布为 %2）。越低越尖锐。</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>这个句子还没有词：请在上方的句子栏里输入。</translation>
    </message>
    <message>
        <source>The charts and formulas show the first %1 of %2 words.</source>
        <translation>图表和公式只显示 %2 个词中的前 %1 个。</translation>
    </message>
    <message>
        <source>Click a word (or Tab to the words, move with the arrow keys and press Enter) to make it the query word; the bars under the words are its weights.</source>
        <translation>点击一个词（或用 Tab 键移到词上，用方向键选择，再按回车）把它设为查询词；词下方的条形是它的权重。</translation>
    </message>
    <message>
        <source>The words of the sentence. Arrow keys move between them; Enter makes the marked word the query word. Hover a word to see its vector.</source>
        <translation>句子中的词。方向键在词之间移动；回车把标出的词设为查询词。鼠标悬停在词上可查看它的向量。</translation>
    </message>
    <message>
        <source>The sentence whose scores and weights are shown</source>
        <translation>显示其得分和权重的句子</translation>
    </message>
    <message>
        <source>The arithmetic with the query word’s numbers; the arrow keys scroll it</source>
        <translation>用查询词的数字写出的计算过程；方向键可以滚动</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>正在计算 %1 个词的注意力…</translation>
    </message>
    <message>
        <source>Scores of the query word</source>
        <translation>查询词的得分</translation>
    </message>
    <message>
        <source>Step 1: scores of “%1” (dot products ÷ T = %2)</source>
        <translation>第 1 步：『%1』的得分（点积 ÷ T = %2）</translation>
    </message>
    <message>
        <source>score ÷ T</source>
        <translation>得分 ÷ T</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SenseCorpus</name>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>not an attention-lab-sense-corpus file</source>
        <translation>不是 attention-lab-sense-corpus 文件</translation>
    </message>
    <message>
        <source>target %1: needs a word and exactly two senses</source>
        <translation>目标词 %1：需要一个词和恰好两种意思</translation>
    </message>
    <message>
        <source>sentence %1: no words, or an empty word</source>
        <translation>句子 %1：没有词，或有空词</translation>
    </message>
    <message>
        <source>sentence %1: target position %2 is not one of its %3 words</source>
        <translation>句子 %1：目标位置 %2 不在它的 %3 个词之内</translation>
    </message>
    <message>
        <source>sentence %1: sense must be 0 or 1</source>
        <translation>句子 %1：词义必须是 0 或 1</translation>
    </message>
    <message>
        <source>sentence %1: split must be “train” or “test”</source>
        <translation>句子 %1：split 必须是“train”或“test”</translation>
    </message>
    <message>
        <source>needs training and test sentences</source>
        <translation>需要训练句子和测试句子</translation>
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
        <translation>
            <numerusform>（共 %n 个词）</numerusform>
        </translation>
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
    <message>
        <source>Move sentence %1 up</source>
        <translation>把句子 %1 上移</translation>
    </message>
    <message>
        <source>only the first %1 words are analysed; %2 more are left out</source>
        <translation>只分析前 %1 个词，其余 %2 个词未计入</translation>
    </message>
    <message>
        <source>Sentence %1: every chapter follows it as you type</source>
        <translation>第 %1 句：输入时每一章都会随之更新</translation>
    </message>
    <message>
        <source>The words as the vocabulary reads them. A word marked ? is unknown: click it, or Tab to it and press Enter, to add it</source>
        <translation>按词表切分出的词。标有 ? 的词不在词表中：点击它，或用 Tab 键移到它上面再按回车，即可添加</translation>
    </message>
    <message>
        <source>words marked ? are not in the vocabulary, so their vectors are made up: click one to add it</source>
        <translation>带 ? 的词不在词表中，它们的向量是编出来的：点击即可把它加入词表</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceChips</name>
    <message>
        <source>Words of the sentence</source>
        <translation>句子中的词</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 words.</source>
        <translation>显示 %2 个词中的前 %1 个。</translation>
    </message>
    <message>
        <source>Current: %1. Words: %2</source>
        <extracomment>Accessible description of the word chips. %1 is the word the keyboard is on, %2 all words.</extracomment>
        <translation>当前：%1。所有词：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceSelector</name>
    <message>
        <source>Sentence %1: %2</source>
        <translation>句子 %1：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SequenceCostModel</name>
    <message>
        <source>n·d·h for reading the words plus n·h² for passing the state on: %1 × %2 × %3 + %1 × %4 = %5</source>
        <translation>读入词的 n·d·h 加上传递状态的 n·h²：%1 × %2 × %3 + %1 × %4 = %5</translation>
    </message>
    <message>
        <source>n²·d for the scores plus n²·d for the weighted sums: 2 × %1 × %2 = %3</source>
        <translation>打分的 n²·d 加上加权求和的 n²·d：2 × %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Each state needs the one before it: %1 steps, one per word, one after another</source>
        <translation>每个状态都要等前一个状态：%1 步，每个词一步，一步接一步</translation>
    </message>
    <message>
        <source>No score or sum waits for another: they can all run at once, in one step</source>
        <translation>没有哪个分数或求和需要等待别的：它们可以同时进行，一步完成</translation>
    </message>
    <message>
        <source>Word 1 reaches the state of word %1 only through %2 cells</source>
        <translation>第 1 个词要经过 %2 个单元才能到达第 %1 个词的状态</translation>
    </message>
    <message>
        <source>Every word reaches every other word directly, in one hop</source>
        <translation>每个词都能一跳直接到达其他任何词</translation>
    </message>
    <message>
        <source>The self-attention this app computes (scores, softmax, weighted sum)</source>
        <translation>本应用计算的自注意力（打分、softmax、加权求和）</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <translation>自注意力</translation>
    </message>
    <message>
        <source>The small Elman RNN of this chapter, with a state of %1 numbers</source>
        <translation>本章的小型 Elman RNN，状态有 %1 个数</translation>
    </message>
    <message>
        <source>RNN (h = %1)</source>
        <translation>RNN（h = %1）</translation>
    </message>
    <message>
        <source>How much arithmetic one layer does on this sentence (the paper&apos;s “complexity per layer”)</source>
        <translation>一层在这个句子上要做多少计算（论文中的“每层复杂度”）</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>乘加次数</translation>
    </message>
    <message>
        <source>How many steps must run one after another (the paper&apos;s “sequential operations”)</source>
        <translation>有多少步必须一个接一个地执行（论文中的“顺序操作数”）</translation>
    </message>
    <message>
        <source>Sequential steps</source>
        <translation>顺序步数</translation>
    </message>
    <message>
        <source>How many operations lie between word 1 and the last word&apos;s result (the paper&apos;s “maximum path length”)</source>
        <translation>第 1 个词与最后一个词的结果之间隔着多少个运算（论文中的“最大路径长度”）</translation>
    </message>
    <message>
        <source>Maximum path length</source>
        <translation>最大路径长度</translation>
    </message>
</context>
<context>
    <name>AttentionLab::StaticPage</name>
    <message>
        <source>1 · One word, one vector</source>
        <translation>1 · 一个词，一个向量</translation>
    </message>
    <message>
        <source>&lt;p&gt;Static word vectors (as in word2vec) give a word &lt;b&gt;the same vector in every sentence&lt;/b&gt;. 苹果 is a company in the first sentence and a fruit in the second, yet both get exactly the same numbers, so nothing can tell the two meanings apart. We want a &lt;i&gt;contextual&lt;/i&gt; vector: the same word, a different vector in each sentence. Hover any word to see its vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;静态词向量（比如 word2vec）让一个词&lt;b&gt;在每个句子里都是同一个向量&lt;/b&gt;。苹果在第一句里是公司，在第二句里是水果，可两者的数字一模一样，根本分不清两种意思。我们想要的是&lt;i&gt;上下文相关&lt;/i&gt;的向量：同一个词，在不同句子里得到不同的向量。把鼠标停在任意词上即可看到它的向量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Word in both sentences:</source>
        <translation>两句共有的词(&amp;W)：</translation>
    </message>
    <message>
        <source>Sentence 1: %1</source>
        <translation>句子 1：%1</translation>
    </message>
    <message>
        <source>Sentence 2: %1</source>
        <translation>句子 2：%1</translation>
    </message>
    <message>
        <source>Add a second sentence to compare the same word in two contexts.</source>
        <translation>再添加一个句子，就能比较同一个词在两种上下文中的样子。</translation>
    </message>
    <message>
        <source>No word occurs in both sentences: type one word into both, e.g. 苹果.</source>
        <translation>没有哪个词同时出现在两个句子里：请在两句中都输入同一个词，例如 苹果。</translation>
    </message>
    <message>
        <source>Cosine similarity of the two “%1” vectors: %2</source>
        <translation>两个『%1』向量的余弦相似度：%2</translation>
    </message>
    <message>
        <source>The bars show the first %1 of %2 dimensions.</source>
        <translation>柱状图只显示 %2 个维度中的前 %1 个。</translation>
    </message>
    <message>
        <source>A word both sentences share: its vector is shown for each</source>
        <translation>两个句子共有的词：分别显示它在两句中的向量</translation>
    </message>
    <message>
        <source>Static vector, sentence 1</source>
        <translation>句子 1 中的静态向量</translation>
    </message>
    <message>
        <source>Static vector, sentence 2</source>
        <translation>句子 2 中的静态向量</translation>
    </message>
    <message>
        <source>Nearest words to the static “%1” (the same in both sentences): %2</source>
        <translation>与静态的“%1”最接近的词（两句中相同）：%2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::StepsPage</name>
    <message>
        <source>The code is on the clipboard</source>
        <translation>代码已复制到剪贴板</translation>
    </message>
    <message>
        <source>The selected code is on the clipboard</source>
        <translation>选中的代码已复制到剪贴板</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>There are no words yet: type a sentence in the sentence bar above.</source>
        <translation>还没有词：请在上方的句子栏里输入一个句子。</translation>
    </message>
    <message>
        <source>There is only one sentence, so the code has nothing to compare: add a second sentence in the sentence bar.</source>
        <translation>只有一个句子，所以代码没有可比较的：请在句子栏里再添加一个句子。</translation>
    </message>
    <message>
        <source>Sentence %1 is empty: the code leaves it out.</source>
        <translation>句子 %1 是空的：代码里省略了它。</translation>
    </message>
    <message>
        <source>The plot shows the first %1 words of each sentence.</source>
        <translation>图中只画出每个句子的前 %1 个词。</translation>
    </message>
    <message>
        <source>4 · The three steps, in code</source>
        <translation>4 · 三步走：看代码</translation>
    </message>
    <message>
        <source>&lt;p&gt;Score, normalise, mix: these three steps are all there is to self-attention. Here they are in PyTorch, written for the sentences above with the vectors their words have now, so the code prints the numbers you see. Step through it with &lt;b&gt;Next&lt;/b&gt; or the slider: the marked lines are the ones that run, and the picture under the code shows what they do to the vectors. The plot follows every word from its own vector (○) to its vector after attention (●).&lt;/p&gt;</source>
        <translation>&lt;p&gt;打分、归一化、加权混合：自注意力就是这三步。下面用 PyTorch 把它们写出来，用的是上方的句子和这些词现在的向量，所以代码打印出的数字和你在这里看到的一样。用&lt;b&gt;下一步&lt;/b&gt;或滑块逐步执行：标出的行就是正在运行的代码，代码下方的图显示这几行对向量做了什么。右边的图跟踪每个词：从它原来的向量（○）到注意力之后的向量（●）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the start of the code</source>
        <translation>回到代码的开头</translation>
    </message>
    <message>
        <source>Pre&amp;vious</source>
        <translation>上一步(&amp;V)</translation>
    </message>
    <message>
        <source>Go back one step</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Run the steps one after another</source>
        <translation>一步接一步自动运行</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Run the next step of the code</source>
        <translation>运行代码的下一步</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Drag, or use the arrow keys, to go to a step</source>
        <translation>拖动滑块或用方向键跳到某一步</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>复制代码(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the Python code to the clipboard (Ctrl+C)</source>
        <translation>把 Python 代码复制到剪贴板（Ctrl+C）</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>Python 代码</translation>
    </message>
    <message>
        <source>What the marked lines do</source>
        <translation>标出的代码行做了什么</translation>
    </message>
    <message>
        <source>Own vector ○ → vector after attention ●</source>
        <translation>原来的向量 ○ → 注意力之后的向量 ●</translation>
    </message>
    <message>
        <source>Own vectors ○ (where attention moves them: from step 4)</source>
        <translation>原来的向量 ○（注意力把它们移到哪里：从第 4 步开始显示）</translation>
    </message>
    <message>
        <source>The code for the sentences above; the marked lines run in this step</source>
        <translation>为上面的句子生成的代码；标出的行在这一步运行</translation>
    </message>
    <message>
        <source>What the marked lines do to the vectors</source>
        <translation>标出的代码行对向量做了什么</translation>
    </message>
    <message>
        <source>What the step does to the vectors</source>
        <translation>这一步对向量做了什么</translation>
    </message>
    <message>
        <source>Vectors before and after attention</source>
        <translation>注意力前后的向量</translation>
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
    <message>
        <source>Nearest words to its own vector: %1</source>
        <translation>与它自身向量最接近的词：%1</translation>
    </message>
    <message>
        <source>Nearest words after attention: %1</source>
        <translation>经过注意力后最接近的词：%1</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VectorBars</name>
    <message>
        <source>Vector of “%1”</source>
        <translation>『%1』的向量</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>…… 还有 %1 个</translation>
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
    <name>AttentionLab::VocabularyPage</name>
    <message>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every word is a list of numbers, one for each &lt;b&gt;dimension&lt;/b&gt; of meaning. Two words whose numbers point the same way get a high attention score. Change a number (double-click it, or select it and type) and watch the attention on the other pages follow. Double-click a column header to rename a dimension; import real word vectors in the word2vec or GloVe text format to try a larger vocabulary.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个词都是一串数，每个意义&lt;b&gt;维度&lt;/b&gt;一个。两个词的数值方向越一致，它们之间的注意力得分就越高。改一个数（双击它，或选中后直接输入），看看其他页面上的注意力如何随之变化。双击列标题可以给维度改名；导入 word2vec 或 GloVe 文本格式的真实词向量，可以试试更大的词表。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>Search words…</source>
        <translation>搜索词…</translation>
    </message>
    <message>
        <source>&amp;Add Word…</source>
        <translation>添加词(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a new word and its numbers to the vocabulary</source>
        <translation>把一个新词及其数值加入词表</translation>
    </message>
    <message>
        <source>&amp;Delete Word</source>
        <translation>删除词(&amp;D)</translation>
    </message>
    <message>
        <source>Remove the selected words from the vocabulary</source>
        <translation>从词表中删除选中的词</translation>
    </message>
    <message>
        <source>&amp;Rename Dimension…</source>
        <translation>重命名维度(&amp;R)…</translation>
    </message>
    <message>
        <source>Give the current column’s dimension a new name</source>
        <translation>给当前列的维度起个新名字</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Read word vectors from a word2vec or GloVe text file</source>
        <translation>从 word2vec 或 GloVe 文本文件读取词向量</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the vocabulary as a word2vec text file (the dimension names are not part of that format)</source>
        <translation>把词表保存为 word2vec 文本文件（该格式不包含维度名称）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Words: %1 · Dimensions: %2</source>
        <translation>词数：%1 · 维度：%2</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>显示：%1</translation>
    </message>
    <message>
        <source>Words in &lt;i&gt;grey italics&lt;/i&gt; come from your sentences but are not in the vocabulary, so they got a made-up vector. Change one of their numbers to add them.</source>
        <translation>&lt;i&gt;灰色斜体&lt;/i&gt;的词来自你的句子，但不在词表中，所以用的是自动生成的向量。修改它们的任一数值即可把它们加入词表。</translation>
    </message>
    <message>
        <source>Added “%1”</source>
        <translation>已添加『%1』</translation>
    </message>
    <message>
        <source>Deleted “%1”</source>
        <translation>已删除『%1』</translation>
    </message>
    <message>
        <source>Deleted words: %1</source>
        <translation>已删除的词数：%1</translation>
    </message>
    <message>
        <source>There is no dimension %1.</source>
        <translation>没有第 %1 个维度。</translation>
    </message>
    <message>
        <source>A dimension needs a name.</source>
        <translation>维度需要一个名字。</translation>
    </message>
    <message>
        <source>Imported %1 words; the vocabulary has %2 now</source>
        <translation>已导入 %1 个词；词表现在有 %2 个词</translation>
    </message>
    <message>
        <source>Another import is still running.</source>
        <translation>另一个导入仍在进行中。</translation>
    </message>
    <message>
        <source>Import Word Vectors</source>
        <translation>导入词向量</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import cancelled; the vocabulary is unchanged</source>
        <translation>导入已取消；词表没有改变</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>无法合并</translation>
    </message>
    <message>
        <source>Replace the vocabulary with the %1 words of the file instead?</source>
        <translation>改为用文件中的 %1 个词替换整个词表吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>The vocabulary is unchanged.</source>
        <translation>词表没有改变。</translation>
    </message>
    <message>
        <source>Exported %1 words to %2</source>
        <translation>已将 %1 个词导出到 %2</translation>
    </message>
    <message>
        <source>Cannot Add Word</source>
        <translation>无法添加词</translation>
    </message>
    <message>
        <source>Delete “%1” from the vocabulary?</source>
        <translation>从词表中删除『%1』吗？</translation>
    </message>
    <message>
        <source>Delete these %1 words from the vocabulary?
%2</source>
        <translation>从词表中删除这 %1 个词吗？
%2</translation>
    </message>
    <message>
        <source>Delete Word</source>
        <translation>删除词</translation>
    </message>
    <message>
        <source>Sentences that use a deleted word give it a made-up vector.</source>
        <translation>句子中用到被删除的词时，会给它一个自动生成的向量。</translation>
    </message>
    <message>
        <source>Rename Dimension</source>
        <translation>重命名维度</translation>
    </message>
    <message>
        <source>Which dimension?</source>
        <translation>哪个维度？</translation>
    </message>
    <message>
        <source>New name for dimension %1 (“%2”):</source>
        <translation>第 %1 个维度（『%2』）的新名字：</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <source>Export Word Vectors</source>
        <translation>导出词向量</translation>
    </message>
    <message>
        <source>Word vectors, word2vec text (*.txt)</source>
        <translation>词向量，word2vec 文本 (*.txt)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Delete %1 words</source>
        <translation>删除 %1 个词</translation>
    </message>
    <message>
        <source>Show only the words that contain this text</source>
        <translation>只显示包含这段文字的词</translation>
    </message>
    <message>
        <source>Every word and its vector. Arrow keys move, F2 or typing edits a number, Delete removes the selected words</source>
        <translation>每个词和它的向量。方向键移动，按 F2 或直接输入可修改数字，Delete 删除选中的词</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Merge word vectors</source>
        <translation>合并词向量</translation>
    </message>
    <message>
        <source>%1 has %2 words with %3 dimensions. How should they join the vocabulary?</source>
        <translation>%1 有 %2 个词，每个 %3 维。要怎样加入词表？</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Replace&lt;/b&gt;: the file’s words become the whole vocabulary.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;替换&lt;/b&gt;：文件里的词成为整个词表。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Merge&lt;/b&gt;: the file’s words join the %1 words there are now; where a word is in both, the file’s numbers win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;合并&lt;/b&gt;：文件里的词加入现有的 %1 个词；两边都有的词，以文件里的数值为准。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Merging is not possible: the vocabulary’s vectors have %1 dimensions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法合并：词表的向量是 %1 维。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keep only the &amp;first</source>
        <translation>只保留前(&amp;F)</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source> words</source>
        <translation> 个词</translation>
    </message>
    <message>
        <source>Read only the first words of the file (0: all of them)</source>
        <translation>只读取文件开头的若干个词（0：全部）</translation>
    </message>
    <message>
        <source>Imported %1 words; %2 of them were cut inside a character, whose broken end now shows as �</source>
        <translation>已导入 %1 个词；其中 %2 个词在某个字符中间被截断，残缺的结尾现在显示为 �</translation>
    </message>
    <message>
        <source>File Shorter Than Announced</source>
        <translation>文件比声明的短</translation>
    </message>
    <message>
        <source>Import the words that are there?</source>
        <translation>导入文件中现有的这些词吗？</translation>
    </message>
    <message>
        <source>Word vectors (*.txt *.vec *.bin *.glove *.w2v)</source>
        <translation>词向量 (*.txt *.vec *.bin *.glove *.w2v)</translation>
    </message>
    <message>
        <source>Imported %1 words, read in place from %2: workspaces refer to that file, so keep it where it is, unchanged</source>
        <translation>已导入 %1 个词，直接从 %2 原地读取：工作区会引用这个文件，请把它留在原处，不要改动</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WeightSliderGroup</name>
    <message>
        <source>Weight of “%1”</source>
        <translation>『%1』的权重</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WordLine</name>
    <message>
        <source>Unknown word: press Enter to add it to the vocabulary</source>
        <translation>未知词：按 Enter 把它加入词表</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Worksheet</name>
    <message>
        <source>The sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Temperature: %1</source>
        <translation>温度：%1</translation>
    </message>
    <message>
        <source>The word vectors</source>
        <translation>词向量</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>* not in the vocabulary: a made-up vector.</source>
        <translation>* 不在词表中：自动生成的向量。</translation>
    </message>
    <message>
        <source>The first %1 of %2 dimensions are shown.</source>
        <translation>只显示 %2 个维度中的前 %1 个。</translation>
    </message>
    <message>
        <source>%1 more words are left out.</source>
        <translation>另有 %1 个词没有列出。</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Answer (a word): %1</source>
        <translation>答案（一个词）：%1</translation>
    </message>
    <message>
        <source>%1 (a tie: each counts)</source>
        <translation>%1（并列：都算对）</translation>
    </message>
    <message>
        <source>Attention Lab · Answer key</source>
        <translation>注意力实验室 · 答案</translation>
    </message>
    <message>
        <source>Attention Lab · Worksheet</source>
        <translation>注意力实验室 · 练习单</translation>
    </message>
    <message>
        <source>Name: ______________    Date: __________</source>
        <translation>姓名：______________    日期：__________</translation>
    </message>
    <message>
        <source>The sentences give no questions: type some words.</source>
        <translation>这些句子出不了题：请输入一些词。</translation>
    </message>
    <message>
        <source>The chapters&apos; figures are not printed: open the chapters in Attention Lab to see them.</source>
        <translation>各章的图没有印在这里：请在注意力实验室中打开相应章节查看。</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>无法生成 PDF</translation>
    </message>
    <message>
        <source>The chapters&apos; figures are in the answer key: they show the answers.</source>
        <translation>各章的图印在答案页里：看了图就知道答案。</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WorksheetExport</name>
    <message>
        <source>“%1” must end in .pdf</source>
        <translation>『%1』必须以 .pdf 结尾</translation>
    </message>
    <message>
        <source>Export Worksheet</source>
        <translation>导出练习单</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>练习单.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Workspace</name>
    <message>
        <source>the workspace has no vocabulary</source>
        <translation>工作区没有词表</translation>
    </message>
    <message>
        <source>a workspace holds 1 to %1 sentences, not %2</source>
        <translation>工作区应包含 1 到 %1 个句子，而不是 %2 个</translation>
    </message>
    <message>
        <source>the temperature %1 is not a number greater than 0</source>
        <translation>温度 %1 不是大于 0 的数</translation>
    </message>
    <message>
        <source>the query words or mixing weights do not match the %1 sentences</source>
        <translation>查询词或混合权重与这 %1 个句子对不上</translation>
    </message>
    <message>
        <source>sentence %1 has %2 words, so word %3 cannot be its query word</source>
        <translation>句子 %1 有 %2 个词，所以第 %3 个词不能作为它的查询词</translation>
    </message>
    <message>
        <source>sentence %1 has %2 words but %3 mixing weights</source>
        <translation>句子 %1 有 %2 个词，却有 %3 个混合权重</translation>
    </message>
    <message>
        <source>sentence %1 has a mixing weight that is negative or not a number</source>
        <translation>句子 %1 有一个混合权重是负数或不是数字</translation>
    </message>
    <message>
        <source>the mixing weights of sentence %1 are all 0</source>
        <translation>句子 %1 的混合权重全是 0</translation>
    </message>
    <message>
        <source>Edit sentence %1</source>
        <translation>编辑句子 %1</translation>
    </message>
    <message>
        <source>Replace the sentences</source>
        <translation>替换句子</translation>
    </message>
    <message>
        <source>Add sentence %1</source>
        <translation>添加句子 %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>删除句子 %1</translation>
    </message>
    <message>
        <source>Move sentence %1</source>
        <translation>移动句子 %1</translation>
    </message>
    <message>
        <source>Change the temperature</source>
        <translation>修改温度</translation>
    </message>
    <message>
        <source>Choose the query word “%1”</source>
        <translation>选择查询词『%1』</translation>
    </message>
    <message>
        <source>Change the weights of sentence %1</source>
        <translation>修改句子 %1 的权重</translation>
    </message>
    <message>
        <source>Reset the weights of sentence %1</source>
        <translation>恢复句子 %1 的权重</translation>
    </message>
    <message>
        <source>Add the word “%1”</source>
        <translation>添加词『%1』</translation>
    </message>
    <message>
        <source>Change the vector of “%1”</source>
        <translation>修改『%1』的向量</translation>
    </message>
    <message>
        <source>Delete the word “%1”</source>
        <translation>删除词『%1』</translation>
    </message>
    <message>
        <source>Rename dimension %1</source>
        <translation>重命名维度 %1</translation>
    </message>
    <message>
        <source>Replace the vocabulary</source>
        <translation>替换词表</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</source>
        <translation>建立自注意力直觉的桌面实验室。不带导出选项时打开窗口。</translation>
    </message>
    <message>
        <source>A sentence to study; repeat for several (default: the lesson&apos;s two).</source>
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
        <source>Write sentence 1&apos;s attention weights as CSV (UTF-8), then exit.</source>
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
        <source>Render sentence 1&apos;s attention heatmap as a .png or .svg figure, then exit.</source>
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
        <source>Load word vectors from a word2vec/GloVe text file: merged into the built-in vocabulary when the dimensions match, replacing it otherwise.</source>
        <translation>从 word2vec/GloVe 文本文件载入词向量：维度一致时并入内置词表，否则替换内置词表。</translation>
    </message>
    <message>
        <source>--vocab: %1</source>
        <translation>--vocab：%1</translation>
    </message>
    <message>
        <source>Show the window, print the milliseconds from start to its first painted frame, then exit (for benchmarks).</source>
        <translation>显示窗口，打印从启动到第一帧绘制完成的毫秒数，然后退出（用于性能测试）。</translation>
    </message>
    <message>
        <source>A workspace file (.attention.json) to open, or to export from.</source>
        <translation>要打开（或从中导出）的工作区文件（.attention.json）。</translation>
    </message>
    <message>
        <source>--%1 is given %2 times; give it once</source>
        <translation>--%1 给了 %2 次；只能给一次</translation>
    </message>
    <message>
        <source>unexpected argument “%1”; the only argument without an option is a workspace file (.attention.json)</source>
        <translation>多余的参数『%1』；唯一可以不带选项的参数是工作区文件（.attention.json）</translation>
    </message>
    <message>
        <source>--grab cannot be combined with --export-json, --export-csv or --export-heatmap; run them one after the other</source>
        <translation>--grab 不能与 --export-json、--export-csv 或 --export-heatmap 同时使用；请分开依次运行</translation>
    </message>
    <message>
        <source>--%1: “%2” is also the file of --%3; give each output its own file</source>
        <translation>--%1：『%2』也是 --%3 的文件；请给每个输出各自的文件</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1：%2</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>无法编码 PNG 图像</translation>
    </message>
    <message>
        <source>With --version: also say which instruction-set level computes attention.</source>
        <translation>与 --version 一起使用：同时说明用哪一级指令集计算注意力。</translation>
    </message>
    <message>
        <source>attention kernels: %1 (%2); this CPU runs: %3; %4 overrides</source>
        <translation>注意力内核：%1（%2）；本机 CPU 可运行：%3；可用 %4 指定</translation>
    </message>
    <message>
        <source>Window size for --grab and --export-figure (default 1280x820).</source>
        <translation>--grab 和 --export-figure 使用的窗口大小（默认 1280x820）。</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>宽x高</translation>
    </message>
    <message>
        <source>Print the ids of the figures --export-figure renders, then exit.</source>
        <translation>列出 --export-figure 能导出的图的编号，然后退出。</translation>
    </message>
    <message>
        <source>Render figure ID (see --list-figures) into the file named after it (.png or .svg), then exit.</source>
        <translation>把编号为 ID 的图（见 --list-figures）导出到紧随其后的文件（.png 或 .svg），然后退出。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Heatmap colours span 0 to 1, the same in every figure.</source>
        <translation>热力图颜色固定覆盖 0 到 1，每张图都一样。</translation>
    </message>
    <message>
        <source>--size: “%1” is not WIDTHxHEIGHT from 320x240 to 8192x8192</source>
        <translation>--size：“%1”不是 320x240 到 8192x8192 之间的 宽x高</translation>
    </message>
    <message>
        <source>--export-figure: give a figure id and a file ending in .png or .svg, e.g. --export-figure heatmap figure.svg</source>
        <translation>--export-figure：请给出图的编号和以 .png 或 .svg 结尾的文件名，例如 --export-figure heatmap figure.svg</translation>
    </message>
    <message>
        <source>--export-figure cannot be combined with --grab, --export-json, --export-csv or --export-heatmap; run them one after the other</source>
        <translation>--export-figure 不能与 --grab、--export-json、--export-csv 或 --export-heatmap 同时使用；请分开依次运行</translation>
    </message>
    <message>
        <source>--export-figure: no figure “%1”; choose one of %2</source>
        <translation>--export-figure：没有图“%1”；可选：%2</translation>
    </message>
    <message>
        <source>--export-figure: %1</source>
        <translation>--export-figure：%1</translation>
    </message>
    <message>
        <source>Keep only the first N words of --vocab (default: all).</source>
        <translation>只保留 --vocab 文件的前 N 个词（默认：全部）。</translation>
    </message>
    <message>
        <source>Nearest words per token in --export-json, 0 for none (default 5).</source>
        <translation>--export-json 中每个词的最近邻词数，0 表示不输出（默认 5）。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>--%1: “%2” is not a whole number from %3 to %4</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>Write the PyTorch code of --page (chapter 4&apos;s for the sentences by default; with --page learn, chapter 8&apos;s training), then exit.</source>
        <translation>写出 --page 对应章节的 PyTorch 代码（默认是第 4 章针对当前句子的代码；--page learn 时是第 8 章的训练代码），然后退出。</translation>
    </message>
    <message>
        <source>file.py</source>
        <translation>文件.py</translation>
    </message>
    <message>
        <source>Train chapter 8&apos;s model and write the settings, corpus, parameters, loss per step, the three accuracies and each --sentence&apos;s weights before and after, as JSON; then exit.</source>
        <translation>训练第 8 章的模型，把设置、语料、参数、每步的损失、三个准确率以及每个 --sentence 训练前后的权重写成 JSON，然后退出。</translation>
    </message>
    <message>
        <source>file.json</source>
        <translation>文件.json</translation>
    </message>
    <message>
        <source>Chapter 8: attention heads, 1 to 4 (default 1).</source>
        <translation>第 8 章：注意力头数，1 到 4（默认 1）。</translation>
    </message>
    <message>
        <source>Chapter 8: training steps, 1 to 5000 (default 300).</source>
        <translation>第 8 章：训练步数，1 到 5000（默认 300）。</translation>
    </message>
    <message>
        <source>Chapter 8: seed of the starting weights (default 1).</source>
        <translation>第 8 章：初始权重的随机种子（默认 1）。</translation>
    </message>
    <message>
        <source>Write the questions of every chapter for the sentences, with choices, answers, explanations and the numbers they rest on, as JSON; then exit.</source>
        <translation>把每一章针对这些句子的题目写成 JSON，包括选项、答案、讲解和答案所依据的数字，然后退出。</translation>
    </message>
    <message>
        <source>Write the questions as a printable PDF worksheet, and the answer key beside it as FILE-answers.pdf; then exit.</source>
        <translation>把题目写成可打印的 PDF 练习单，答案另存为旁边的 FILE-answers.pdf，然后退出。</translation>
    </message>
    <message>
        <source>file.pdf</source>
        <translation>文件.pdf</translation>
    </message>
    <message>
        <source>--export-worksheet: “%1” must end in .pdf</source>
        <translation>--export-worksheet：『%1』必须以 .pdf 结尾</translation>
    </message>
    <message>
        <source>Chapter 8: train with --heads, --steps and --seed on opening (shows --page learn unless another page is given); a --grab or --export-figure waits for the last step.</source>
        <translation>第 8 章：打开时按 --heads、--steps 和 --seed 开始训练（未指定其他页面时显示 --page learn）；--grab 或 --export-figure 会等到最后一步。</translation>
    </message>
    <message>
        <source>--train trains in the window, for a --grab or an --export-figure; --export-training trains without one</source>
        <translation>--train 在窗口中训练，供 --grab 或 --export-figure 使用；不开窗口的训练请用 --export-training</translation>
    </message>
    <message>
        <source>Type size of the window in percent, %1 to %2 (default: the View menu&apos;s zoom, 100 with --grab); figures are exported at 100.</source>
        <translation>窗口文字大小的百分比，%1 到 %2（默认：视图菜单中的缩放，使用 --grab 时为 100）；导出的图始终按 100 绘制。</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>--zoom: “%1” is not a whole number of percent from %2 to %3</source>
        <translation>--zoom：『%1』不是 %2 到 %3 之间的整数百分比</translation>
    </message>
</context>
<context>
    <name>EmbeddingIo</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8 and import it again</source>
        <translation>文件是 UTF-16 编码的文本；请另存为 UTF-8 后再导入</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>the header’s numbers are too large</source>
        <translation>文件头中的数太大</translation>
    </message>
    <message>
        <source>the header announces vectors with 0 dimensions; a vector needs at least one number</source>
        <translation>文件头声明向量有 0 个维度；向量至少需要一个数</translation>
    </message>
    <message>
        <source>the line starts with a space instead of a word</source>
        <translation>这一行以空格开头，而不是一个词</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>『%1』不是数</translation>
    </message>
    <message>
        <source>“%1” is not a finite number</source>
        <translation>『%1』不是有限的数</translation>
    </message>
    <message>
        <source>“%1” is too large for a number</source>
        <translation>『%1』太大，超出了数的范围</translation>
    </message>
    <message>
        <source>“%1” has no numbers after it</source>
        <translation>『%1』后面没有数</translation>
    </message>
    <message>
        <source>the word is missing: the line has only %1 numbers</source>
        <translation>缺少词：这一行只有 %1 个数</translation>
    </message>
    <message>
        <source>“%1” appears a second time (first on line %2)</source>
        <translation>『%1』第二次出现（第一次在第 %2 行）</translation>
    </message>
    <message>
        <source>“%1” is the same word as “%2” on line %3 (upper and lower case count as the same)</source>
        <translation>『%1』与第 %3 行的『%2』是同一个词（大小写视为相同）</translation>
    </message>
    <message>
        <source>the header announces %1 words, but the file has %2</source>
        <translation>文件头声明有 %1 个词，但文件中有 %2 个</translation>
    </message>
    <message>
        <source>no file was given</source>
        <translation>没有给出文件</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation>无法读取 %1：它是一个文件夹</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>the vocabulary is empty: there is nothing to export</source>
        <translation>词表是空的：没有可导出的内容</translation>
    </message>
    <message>
        <source>“%1” contains a space, which the word2vec text format cannot hold</source>
        <translation>『%1』含有空格，word2vec 文本格式无法保存它</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot merge: the imported vectors have %1 dimensions, the vocabulary’s have %2</source>
        <translation>无法合并：导入的向量有 %1 个维度，词表的向量有 %2 个</translation>
    </message>
    <message>
        <source>the word is not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</source>
        <translation>这个词不是有效的 UTF-8 文本（文件是否存成了 GBK 或 Latin-1？）；请把文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</source>
        <translation>不是有效的 UTF-8 文本（文件是否存成了 GBK 或 Latin-1？）；请把文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>the header announces vectors with %1 dimensions; Attention Lab takes at most %2</source>
        <translation>文件头说向量有 %1 维；注意力实验室最多接受 %2 维</translation>
    </message>
    <message>
        <source>%1 numbers: Attention Lab takes vectors of at most %2 dimensions</source>
        <translation>有 %1 个数：注意力实验室最多接受 %2 维的向量</translation>
    </message>
    <message>
        <source>%1 numbers, expected %2 as the header on line %3 announces</source>
        <translation>有 %1 个数，应为第 %3 行的文件头所说的 %2 个</translation>
    </message>
    <message>
        <source>%1 numbers, expected %2 like line %3</source>
        <translation>有 %1 个数，应与第 %3 行一样为 %2 个</translation>
    </message>
    <message>
        <source>the file has only a header and no word vectors</source>
        <translation>文件只有文件头，没有词向量</translation>
    </message>
    <message>
        <source>%1, word %2: %3</source>
        <translation>%1，第 %2 个词：%3</translation>
    </message>
    <message>
        <source>%1, line %2: the header announces %3 words, but the binary file ends after %4</source>
        <translation>%1，第 %2 行：文件头声明有 %3 个词，但二进制文件在第 %4 个词后就结束了</translation>
    </message>
    <message>
        <source>no space after the word within %1 bytes: this is not a binary word2vec file, or it is damaged</source>
        <translation>词后 %1 字节内没有空格：这不是二进制 word2vec 文件，或者文件已损坏</translation>
    </message>
    <message>
        <source>the file ends in the middle of the vector of “%1”, but the header announces %2 words (a binary file cut short)</source>
        <translation>文件在“%1”的向量中间结束，但文件头声明有 %2 个词（二进制文件被截断）</translation>
    </message>
    <message>
        <source>the word is only white space</source>
        <translation>这个词只有空白字符</translation>
    </message>
    <message>
        <source>component %1 of “%2” is not a finite number</source>
        <translation>“%2”的第 %1 个分量不是有限数</translation>
    </message>
    <message>
        <source>“%1” appears a second time (first as word %2)</source>
        <translation>“%1”出现了第二次（第一次是第 %2 个词）</translation>
    </message>
    <message>
        <source>the header announces %1 words, but the file goes on after them</source>
        <translation>文件头声明有 %1 个词，但文件在这些词之后还有内容</translation>
    </message>
    <message>
        <source>%1, line %2: the file has only a header and no word vectors</source>
        <translation>%1，第 %2 行：文件只有文件头，没有词向量</translation>
    </message>
    <message>
        <source>a zero byte: this is not UTF-8 text (a binary word2vec file without its “count dimension” header, or UTF-16 without a byte order mark?)</source>
        <translation>出现零字节：这不是 UTF-8 文本（是缺少“词数 维数”文件头的二进制 word2vec 文件，还是没有字节顺序标记的 UTF-16？）</translation>
    </message>
    <message>
        <source>the lines end in a bare CR (an old Mac file); save the file with LF or CRLF line ends</source>
        <translation>行尾只有 CR（旧式 Mac 文件）；请用 LF 或 CRLF 行尾保存文件</translation>
    </message>
    <message>
        <source>“%1” is an index:value pair: this is a sparse (PPMI or SVMlight) file, and Attention Lab reads dense vectors only</source>
        <translation>“%1”是“索引:值”对：这是稀疏格式（PPMI 或 SVMlight）文件，而注意力实验室只读取稠密向量</translation>
    </message>
    <message>
        <source>the word “%1” contains spaces, which this format cannot hold (the line has %2 numbers after it); remove the line</source>
        <translation>词“%1”包含空格，这种格式无法表示（该行在它之后有 %2 个数）；请删除这一行</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket)</source>
        <translation>它不是普通文件（而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>the vocabulary (%1 words) is read in place from %2, too large to export as text (about ten times that file); the file holds its vectors already, and saving the workspace keeps the words you changed or added</source>
        <translation>词表（%1 个词）直接从 %2 原地读取，太大，无法导出为文本（约为该文件的十倍）；这些向量本来就在该文件中，保存工作区会保留你修改或添加的词</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>Figure made with Attention Lab</source>
        <translation>用注意力实验室制作的图</translation>
    </message>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>缩放 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>cannot encode the PNG image for %1</source>
        <translation>无法为 %1 编码 PNG 图片</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1：未知的图片格式『%2』；请用 .png 或 .svg</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>复制图片(&amp;C)</translation>
    </message>
    <message>
        <source>Export Figure: %1</source>
        <translation>导出图：%1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>“%1” copied to the clipboard</source>
        <translation>“%1”已复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>HeatmapExport</name>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>缩放 %1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>Attention heatmap made with Attention Lab</source>
        <translation>用注意力实验室制作的注意力热力图</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1：未知的图片格式『%2』；请用 .png 或 .svg</translation>
    </message>
    <message>
        <source>the figure would be %1 × %2 pixels, more than the %3 × %3 or %4 million pixels a PNG may have; use a smaller scale or .svg</source>
        <translation>图会有 %1 × %2 像素，超过 PNG 允许的 %3 × %3 或 %4 百万像素；请用更小的缩放或 .svg</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>无法编码 PNG 图像</translation>
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
    <name>StepFigure</name>
    <message>
        <source>Sentence %1: %2</source>
        <translation>句子 %1：%2</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>这个句子还没有词：请在上方的句子栏里输入。</translation>
    </message>
    <message>
        <source>X%1: %2 × %3, one row per word</source>
        <translation>X%1：%2 × %3，每个词一行</translation>
    </message>
    <message>
        <source>The query word “%1” is row %2.</source>
        <translation>查询词『%1』在第 %2 行。</translation>
    </message>
    <message>
        <source>Scores of “%1” (before softmax)</source>
        <translation>『%1』的得分（softmax 之前）</translation>
    </message>
    <message>
        <source>Weights of “%1” (after softmax)</source>
        <translation>『%1』的权重（softmax 之后）</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>The %1 weights add up to 1.</source>
        <translation>这 %1 个权重加起来等于 1。</translation>
    </message>
    <message>
        <source>%1′, the new vector of “%1”: each row times its weight, added up</source>
        <translation>%1′，『%1』的新向量：每一行乘以它的权重，再加起来</translation>
    </message>
    <message>
        <source>The word vectors</source>
        <translation>词向量</translation>
    </message>
    <message>
        <source>There are no words yet: type a sentence in the sentence bar above.</source>
        <translation>还没有词：请在上方的句子栏里输入一个句子。</translation>
    </message>
    <message>
        <source>vec: %1 different words, %2 dimensions</source>
        <translation>vec：%1 个不同的词，%2 维</translation>
    </message>
    <message>
        <source>Only the first %1 of the %2 words are shown.</source>
        <translation>%2 个词中只显示了前 %1 个。</translation>
    </message>
    <message>
        <source>Sentence %1 is empty.</source>
        <translation>句子 %1 是空的。</translation>
    </message>
    <message>
        <source>sentence%1 = %2 (query word: “%3”, word %4)</source>
        <translation>sentence%1 = %2（查询词：『%3』，第 %4 个词）</translation>
    </message>
    <message>
        <source>temperature = %1</source>
        <translation>temperature（温度）= %1</translation>
    </message>
    <message>
        <source>%1 (its own vector)</source>
        <translation>%1（原来的向量）</translation>
    </message>
    <message>
        <source>%1′ in sentence %2</source>
        <translation>句子 %2 中的 %1′</translation>
    </message>
    <message>
        <source>There is only one sentence, so there is nothing to compare: add a second sentence with the same word to see it get a different vector.</source>
        <translation>只有一个句子，所以没有可比较的：再添加一个含有同一个词的句子，就能看到它得到不同的向量。</translation>
    </message>
    <message>
        <source>Sentence %1 is empty, so there is nothing to compare.</source>
        <translation>句子 %1 是空的，所以没有可比较的。</translation>
    </message>
    <message>
        <source>Before attention “%1” had one vector in both sentences (cosine similarity %2); after it, the two new vectors have a cosine similarity of %3.</source>
        <translation>注意力之前，『%1』在两个句子里是同一个向量（余弦相似度 %2）；注意力之后，两个新向量的余弦相似度是 %3。</translation>
    </message>
    <message>
        <source>Run the code and it prints: %1</source>
        <translation>运行代码会打印：%1</translation>
    </message>
    <message>
        <source>The code starts from what is on screen: every word of the sentences with its vector (the same vector in every sentence), which word is the query, and the temperature.</source>
        <translation>代码从屏幕上的内容出发：句子里的每个词和它的向量（同一个词在每个句子里都是同一个向量）、哪个词是查询词，以及温度。</translation>
    </message>
    <message>
        <source>torch.stack puts the vectors of a sentence&apos;s words on top of each other: an L × d matrix with one row per word (L words, d dimensions).</source>
        <translation>torch.stack 把一个句子里各个词的向量叠在一起：得到一个 L × d 的矩阵，每个词一行（L 个词，d 维）。</translation>
    </message>
    <message>
        <source>A score is the dot product of the query word&apos;s vector with a word&apos;s vector: multiply the matching components and add them up. Related words score higher.</source>
        <translation>得分是查询词的向量和另一个词的向量的点积：对应分量相乘，再加起来。越相关的词得分越高。</translation>
    </message>
    <message>
        <source>Every score is then divided by the temperature T = %1.</source>
        <translation>然后每个得分再除以温度 T = %1。</translation>
    </message>
    <message>
        <source>Softmax turns the scores into weights: e to the power of each score, divided by the sum of them all. Every weight lies between 0 and 1, they add up to 1, and a higher score gets a larger weight.</source>
        <translation>softmax 把得分变成权重：对每个得分取 e 的幂，再除以所有这些幂的和。每个权重都在 0 和 1 之间，加起来等于 1，得分越高，权重越大。</translation>
    </message>
    <message>
        <source>The query word&apos;s new vector (written with a ′) is the weighted sum of all the word vectors of its sentence: each row of X times its weight, added up. The more weight a word gets, the more the result looks like it.</source>
        <translation>查询词的新向量（加一撇 ′ 表示）是它所在句子中所有词向量的加权和：X 的每一行乘以它的权重，再加起来。一个词分到的权重越多，结果就越像它。</translation>
    </message>
    <message>
        <source>Before attention the word had one vector everywhere; now each sentence has given it its own. The cosine similarity says how alike the two new vectors are (1: the same direction).</source>
        <translation>注意力之前，这个词在哪里都是同一个向量；现在每个句子都给了它自己的向量。余弦相似度说明两个新向量有多相像（1 表示方向完全相同）。</translation>
    </message>
    <message>
        <source>Set-up: the words and their vectors</source>
        <translation>准备：词和它们的向量</translation>
    </message>
    <message>
        <source>Step 1 · Stack the vectors</source>
        <translation>第 1 步 · 把向量叠成矩阵</translation>
    </message>
    <message>
        <source>Step 2 · Scores: dot products</source>
        <translation>第 2 步 · 得分：点积</translation>
    </message>
    <message>
        <source>Step 3 · Softmax: scores become weights</source>
        <translation>第 3 步 · softmax：得分变成权重</translation>
    </message>
    <message>
        <source>Step 4 · Weighted sum: the new vector</source>
        <translation>第 4 步 · 加权求和：新向量</translation>
    </message>
    <message>
        <source>Result · One word, two vectors</source>
        <translation>结果 · 同一个词，两个向量</translation>
    </message>
    <message>
        <source>The vectors have %1 components: the tables and formulas show the first %2.</source>
        <translation>向量有 %1 个分量：表格和公式只显示前 %2 个。</translation>
    </message>
    <message>
        <source>Sentence %1 has %2 words: only the first %3 are shown.</source>
        <translation>句子 %1 有 %2 个词：只显示前 %3 个。</translation>
    </message>
    <message>
        <source>The code and this chapter follow the first two of the %1 sentences.</source>
        <translation>代码和本章只跟踪 %1 个句子中的前两个。</translation>
    </message>
    <message>
        <source>The sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>正在计算 %1 个词的注意力…</translation>
    </message>
    <message>
        <source>The same word in both sentences</source>
        <translation>两个句子里的同一个词</translation>
    </message>
    <message>
        <source>The two sentences share no word, so there is no word to compare: type one word into both, e.g. 苹果.</source>
        <translation>两个句子没有共同的词，所以没有可比较的词：在两句里都输入同一个词，例如 苹果。</translation>
    </message>
    <message>
        <source>“%1” is a word both sentences share, so it is compared here rather than the query words (“%2”, “%3”).</source>
        <translation>“%1”是两个句子共有的词，所以这里比较它，而不是两句各自的查询词（“%2”、“%3”）。</translation>
    </message>
    <message>
        <source>? not in the vocabulary: the word has a made-up vector.</source>
        <translation>? 不在词表中：这个词的向量是编出来的。</translation>
    </message>
    <message>
        <source>Nearest words in the vocabulary (cosine similarity, nearest first)</source>
        <translation>词表中最近的词（余弦相似度，由近到远）</translation>
    </message>
    <message>
        <source>What the vectors mean</source>
        <translation>向量的意思</translation>
    </message>
    <message>
        <source>The nearest words say what a vector means. “%1” has one own vector, so it has the same nearest words in both sentences; its two new vectors differ, and so can theirs.</source>
        <translation>最近的词说明一个向量的意思。『%1』只有一个原来的向量，所以它在两个句子里的最近词相同；它的两个新向量不同，最近词也就可能不同。</translation>
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
    <message>
        <source>the vocabulary is not a JSON object</source>
        <translation>词表不是一个 JSON 对象</translation>
    </message>
    <message>
        <source>the word is only white space (%1)</source>
        <translation>这个词只有空白字符（%1）</translation>
    </message>
</context>
<context>
    <name>WorkspaceFile</name>
    <message>
        <source>not a workspace: the top level is not a JSON object</source>
        <translation>不是工作区：最外层不是 JSON 对象</translation>
    </message>
    <message>
        <source>not an Attention Lab workspace (&quot;format&quot; is missing or wrong)</source>
        <translation>不是注意力实验室的工作区（&quot;format&quot; 缺失或不对）</translation>
    </message>
    <message>
        <source>written by a newer Attention Lab (format version %1; this one reads up to %2)</source>
        <translation>由更新版本的注意力实验室写入（格式版本 %1；本版本最多读取到 %2）</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; must be a list</source>
        <translation>&quot;sentences&quot; 必须是一个列表</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; must hold 1 to %1 sentences, not %2</source>
        <translation>&quot;sentences&quot; 应包含 1 到 %1 个句子，而不是 %2 个</translation>
    </message>
    <message>
        <source>sentence %1: &quot;text&quot; must be a string</source>
        <translation>句子 %1：&quot;text&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>sentence %1: &quot;query&quot; must be a whole number from 0</source>
        <translation>句子 %1：&quot;query&quot; 必须是从 0 开始的整数</translation>
    </message>
    <message>
        <source>sentence %1: &quot;mixingWeights&quot; must be a list of numbers</source>
        <translation>句子 %1：&quot;mixingWeights&quot; 必须是数字列表</translation>
    </message>
    <message>
        <source>&quot;temperature&quot; must be a number</source>
        <translation>&quot;temperature&quot; 必须是数字</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; is missing</source>
        <translation>缺少 &quot;vocabulary&quot;</translation>
    </message>
    <message>
        <source>vocabulary: %1</source>
        <translation>词表：%1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a workspace</source>
        <translation>%1 太大，不可能是工作区文件</translation>
    </message>
    <message>
        <source>vocabulary: &quot;dimensions&quot; must be a list of names</source>
        <translation>词表：&quot;dimensions&quot; 必须是名称列表</translation>
    </message>
    <message>
        <source>vocabulary: %1 dimensions; Attention Lab takes at most %2</source>
        <translation>词表：%1 维；注意力实验室最多接受 %2 维</translation>
    </message>
    <message>
        <source>vocabulary: &quot;words&quot; must be a list</source>
        <translation>词表：&quot;words&quot; 必须是列表</translation>
    </message>
    <message>
        <source>vocabulary: word %1 must be an object with a &quot;word&quot; and a &quot;vector&quot;</source>
        <translation>词表：第 %1 个词必须是带有 &quot;word&quot; 和 &quot;vector&quot; 的对象</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>not valid JSON (byte %1): %2</source>
        <translation>不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; 必须是从 1 起的整数</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; is missing</source>
        <translation>缺少 &quot;sentences&quot;</translation>
    </message>
    <message>
        <source>sentence %1 must be an object with a &quot;text&quot; and a &quot;query&quot;</source>
        <translation>第 %1 句必须是带有 &quot;text&quot; 和 &quot;query&quot; 的对象</translation>
    </message>
    <message>
        <source>sentence %1: &quot;text&quot; is missing</source>
        <translation>第 %1 句：缺少 &quot;text&quot;</translation>
    </message>
    <message>
        <source>sentence %1: &quot;query&quot; is missing</source>
        <translation>第 %1 句：缺少 &quot;query&quot;</translation>
    </message>
    <message>
        <source>&quot;temperature&quot; is missing</source>
        <translation>缺少 &quot;temperature&quot;</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must be an object</source>
        <translation>&quot;vocabulary&quot; 必须是对象</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a folder</source>
        <translation>无法打开 %1：它是一个文件夹</translation>
    </message>
    <message>
        <source>cannot open %1: it is not a regular file</source>
        <translation>无法打开 %1：它不是普通文件</translation>
    </message>
    <message>
        <source>vocabulary: &quot;file&quot; must be the name of a file in the workspace&apos;s folder</source>
        <translation>词表：&quot;file&quot; 必须是工作区所在文件夹中的一个文件名</translation>
    </message>
    <message>
        <source>vocabulary: &quot;bytes&quot; must be a whole number from 0</source>
        <translation>词表：&quot;bytes&quot; 必须是从 0 起的整数</translation>
    </message>
    <message>
        <source>vocabulary: &quot;sha256&quot; must be 64 lower-case hexadecimal digits</source>
        <translation>词表：&quot;sha256&quot; 必须是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>vocabulary: kept in the file %1 beside the workspace, which was not read from a folder</source>
        <translation>词表：保存在工作区旁的文件 %1 中，但这个工作区不是从文件夹读入的</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is missing</source>
        <translation>它的词表文件 %1 不见了</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is not a regular file</source>
        <translation>它的词表文件 %1 不是普通文件</translation>
    </message>
    <message>
        <source>its vocabulary file %1 has %2 bytes, not the %3 the workspace recorded: it was changed</source>
        <translation>它的词表文件 %1 有 %2 字节，而不是工作区记下的 %3 字节：文件被改动过</translation>
    </message>
    <message>
        <source>cannot open its vocabulary file %1: %2</source>
        <translation>无法打开它的词表文件 %1：%2</translation>
    </message>
    <message>
        <source>its vocabulary file %1 does not match the workspace (it was changed since)</source>
        <translation>它的词表文件 %1 与工作区对不上（之后被改动过）</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is not a JSON object</source>
        <translation>它的词表文件 %1 不是 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;answers&quot; must be an object</source>
        <translation>&quot;answers&quot; 必须是一个对象</translation>
    </message>
    <message>
        <source>answers: an entry must be named by a question&apos;s id</source>
        <translation>answers：每一项的名字必须是一道题的 id</translation>
    </message>
    <message>
        <source>answers: “%1” must be an object with a true or false &quot;rightFirstTime&quot;</source>
        <translation>answers：“%1” 必须是一个对象，其 &quot;rightFirstTime&quot; 为 true 或 false</translation>
    </message>
    <message>
        <source>vocabulary: &quot;mappedFile&quot; must be the absolute name of a word2vec binary file</source>
        <translation>词表：&quot;mappedFile&quot; 必须是一个 word2vec 二进制文件的绝对路径</translation>
    </message>
    <message>
        <source>vocabulary: &quot;bytes&quot; must be a whole number from 1</source>
        <translation>词表：&quot;bytes&quot; 必须是从 1 起的整数</translation>
    </message>
    <message>
        <source>vocabulary: &quot;fingerprint&quot; must be 64 lower-case hexadecimal digits</source>
        <translation>词表：&quot;fingerprint&quot; 必须是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>vocabulary: &quot;words&quot; must be a whole number from 1</source>
        <translation>词表：&quot;words&quot; 必须是从 1 起的整数</translation>
    </message>
    <message>
        <source>vocabulary: &quot;removed&quot; must be a list of words</source>
        <translation>词表：&quot;removed&quot; 必须是词的列表</translation>
    </message>
    <message>
        <source>vocabulary: &quot;edits&quot; must be a list</source>
        <translation>词表：&quot;edits&quot; 必须是列表</translation>
    </message>
    <message>
        <source>vocabulary: edit %1 must be an object with a &quot;word&quot;, a &quot;vector&quot; and a &quot;colour&quot;</source>
        <translation>词表：第 %1 项修改必须是带有 &quot;word&quot;、&quot;vector&quot; 和 &quot;colour&quot; 的对象</translation>
    </message>
    <message>
        <source>its vector file %1 is missing (moved, renamed or deleted?): the workspace keeps only the words you changed and refers to that file for its %2 words; put the file back there to open the workspace</source>
        <translation>它的向量文件 %1 不见了（被移动、改名或删除了？）：工作区只保存你修改过的词，它的 %2 个词都要从这个文件读取；把文件放回原处才能打开工作区</translation>
    </message>
    <message>
        <source>its vector file %1 is not a regular file</source>
        <translation>它的向量文件 %1 不是普通文件</translation>
    </message>
    <message>
        <source>its vector file %1 has %2 bytes, not the %3 it had when the workspace was saved: it was changed or replaced since</source>
        <translation>它的向量文件 %1 有 %2 字节，而不是保存工作区时的 %3 字节：文件之后被改动或替换过</translation>
    </message>
    <message>
        <source>cannot read its vector file %1: %2</source>
        <translation>无法读取它的向量文件 %1：%2</translation>
    </message>
    <message>
        <source>its vector file %1 is not the one the workspace was saved with (the same size, other contents): it was changed or replaced since</source>
        <translation>它的向量文件 %1 不是保存工作区时的那个文件（大小相同，内容不同）：文件之后被改动或替换过</translation>
    </message>
    <message>
        <source>its vector file cannot be read any more: %1</source>
        <translation>它的向量文件已无法读取：%1</translation>
    </message>
    <message>
        <source>its vector file %1 holds %2 words of %3 dimensions now, not the %4 words of %5 dimensions the workspace was saved with: it was changed or replaced since</source>
        <translation>它的向量文件 %1 现在有 %2 个 %3 维的词，而不是保存工作区时的 %4 个 %5 维的词：文件之后被改动或替换过</translation>
    </message>
    <message>
        <source>vocabulary: &quot;removed&quot; names words that are not in %1, or a word twice</source>
        <translation>词表：&quot;removed&quot; 中有 %1 里没有的词，或有重复的词</translation>
    </message>
    <message>
        <source>vocabulary: edit %1: component %2 is not a number</source>
        <translation>词表：第 %1 项修改：第 %2 个分量不是数字</translation>
    </message>
    <message>
        <source>vocabulary: edit %1 (“%2”): %3</source>
        <translation>词表：第 %1 项修改（『%2』）：%3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly last time. Restore the work that was not saved?</source>
        <translation>注意力实验室上次没有正常关闭。要恢复尚未保存的工作吗？</translation>
    </message>
    <message>
        <source>Restore Failed</source>
        <translation>恢复失败</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>打开失败</translation>
    </message>
</context>
</TS>
