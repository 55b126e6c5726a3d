<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AtomicFile</name>
    <message>
        <source>no output file was given</source>
        <translation>no output file was given</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>cannot write %1: it is a folder</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file</source>
        <translation>cannot write %1: it is not a regular file</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AddWordDialog</name>
    <message>
        <source>%1 numbers, expected %2</source>
        <translation>%1 numbers, expected %2</translation>
    </message>
    <message>
        <source>Type a number for “%1”.</source>
        <translation>Type a number for “%1”.</translation>
    </message>
    <message>
        <source>“%1” is not a number (dimension “%2”).</source>
        <translation>“%1” is not a number (dimension “%2”).</translation>
    </message>
    <message>
        <source>Type the new word.</source>
        <translation>Type the new word.</translation>
    </message>
    <message>
        <source>A word cannot contain spaces: sentences are split at spaces.</source>
        <translation>A word cannot contain spaces: sentences are split at spaces.</translation>
    </message>
    <message>
        <source>“%1” is already in the vocabulary; change its numbers in the table.</source>
        <translation>“%1” is already in the vocabulary; change its numbers in the table.</translation>
    </message>
    <message>
        <source>Add Word</source>
        <translation>Add Word</translation>
    </message>
    <message>
        <source>A new word needs a number for every dimension of the vocabulary.</source>
        <translation>A new word needs a number for every dimension of the vocabulary.</translation>
    </message>
    <message>
        <source>A new word needs %1 numbers, one for every dimension, separated by spaces.</source>
        <translation>A new word needs %1 numbers, one for every dimension, separated by spaces.</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>&amp;Word:</translation>
    </message>
    <message>
        <source>for example: mango</source>
        <translation>for example: mango</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Numbers:</translation>
    </message>
    <message>
        <source>%1 numbers separated by spaces</source>
        <translation>%1 numbers separated by spaces</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AttentionArrowsView</name>
    <message>
        <source>No words to connect.</source>
        <translation>No words to connect.</translation>
    </message>
    <message>
        <source>Step 1 draws all %1 × %1 connections at once.</source>
        <translation>Step 1 draws all %1 × %1 connections at once.</translation>
    </message>
    <message>
        <source>“%1” attends to: %2</source>
        <translation>“%1” attends to: %2</translation>
    </message>
    <message>
        <source>Self-attention connecting every pair of words</source>
        <translation>Self-attention connecting every pair of words</translation>
    </message>
    <message>
        <source>Not computed yet: one step will connect all %1 words.</source>
        <translation>Not computed yet: one step will connect all %1 words.</translation>
    </message>
    <message>
        <source>All %1 × %1 connections drawn in one step; line width shows the weight.</source>
        <translation>All %1 × %1 connections drawn in one step; line width shows the weight.</translation>
    </message>
    <message>
        <source>Top: each word · bottom: the words it attends to · line width ∝ weight</source>
        <translation>Top: each word · bottom: the words it attends to · line width ∝ weight</translation>
    </message>
    <message>
        <source>Strongest from each word: %1.</source>
        <extracomment>Accessible description of the attention arrows. %1 lists &quot;word → word weight&quot; pairs.</extracomment>
        <translation>Strongest from each word: %1.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::AttentionMatrixModel</name>
    <message>
        <source>Score of “%1” for “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell showing scores. %1 and %2 are words, %3 the dot product.</extracomment>
        <translation>Score of “%1” for “%2”: %3</translation>
    </message>
    <message>
        <source>Attention “%1” gives “%2”: %3</source>
        <extracomment>Tooltip of a heatmap cell. %1 attends to %2 with weight %3 (two decimals).</extracomment>
        <translation>Attention “%1” gives “%2”: %3</translation>
    </message>
    <message>
        <source>“%1” is not in the vocabulary: it has a made-up vector</source>
        <translation>“%1” is not in the vocabulary: it has a made-up vector</translation>
    </message>
</context>
<context>
    <name>AttentionLab::BarChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Chapters</name>
    <message>
        <source>Pick a word that occurs in both sentences: its static vector is the same in both, so the two meanings cannot be told apart. Hover any word to read its vector.</source>
        <translation>Pick a word that occurs in both sentences: its static vector is the same in both, so the two meanings cannot be told apart. Hover any word to read its vector.</translation>
    </message>
    <message>
        <source>Chapter 1: a static word vector is the same in every sentence.</source>
        <translation>Chapter 1: a static word vector is the same in every sentence.</translation>
    </message>
    <message>
        <source>Chapter 2: a word&apos;s new vector as a weighted average of its sentence, with sliders.</source>
        <translation>Chapter 2: a word&apos;s new vector as a weighted average of its sentence, with sliders.</translation>
    </message>
    <message>
        <source>Click a word to make it the query word. The left chart shows its dot products, the right one the softmax weights; the formulas below use its numbers. The temperature sharpens or flattens.</source>
        <translation>Click a word to make it the query word. The left chart shows its dot products, the right one the softmax weights; the formulas below use its numbers. The temperature sharpens or flattens.</translation>
    </message>
    <message>
        <source>Chapter 3: dot-product scores of the query word, and the softmax that turns them into weights.</source>
        <translation>Chapter 3: dot-product scores of the query word, and the softmax that turns them into weights.</translation>
    </message>
    <message>
        <source>Step through a PyTorch program made from the current vectors with Previous, Next or Play; the highlighted lines are running, the figure below shows what they do. Copy the code to run it.</source>
        <translation>Step through a PyTorch program made from the current vectors with Previous, Next or Play; the highlighted lines are running, the figure below shows what they do. Copy the code to run it.</translation>
    </message>
    <message>
        <source>Chapter 4: score, normalise and sum as PyTorch code, one step at a time, with a picture of each.</source>
        <translation>Chapter 4: score, normalise and sum as PyTorch code, one step at a time, with a picture of each.</translation>
    </message>
    <message>
        <source>Row i, column j is how much word i attends to word j. Hover a cell to read it, click a row to make that word the query, use the arrow keys to walk the cells. Export the figure as PNG or SVG, the numbers as CSV.</source>
        <translation>Row i, column j is how much word i attends to word j. Hover a cell to read it, click a row to make that word the query, use the arrow keys to walk the cells. Export the figure as PNG or SVG, the numbers as CSV.</translation>
    </message>
    <message>
        <source>Chapter 5: the attention matrix of a sentence as a heatmap, one row per word.</source>
        <translation>Chapter 5: the attention matrix of a sentence as a heatmap, one row per word.</translation>
    </message>
    <message>
        <source>Play or step the RNN word by word and watch attention connect every pair at once. The charts show how the first word&apos;s influence fades for the RNN but not for attention.</source>
        <translation>Play or step the RNN word by word and watch attention connect every pair at once. The charts show how the first word&apos;s influence fades for the RNN but not for attention.</translation>
    </message>
    <message>
        <source>Chapter 6: an RNN reading word by word against attention connecting every pair in one step.</source>
        <translation>Chapter 6: an RNN reading word by word against attention connecting every pair in one step.</translation>
    </message>
    <message>
        <source>Move the dimension slider: without dividing by √d, softmax puts nearly all the weight on one key.</source>
        <translation>Move the dimension slider: without dividing by √d, softmax puts nearly all the weight on one key.</translation>
    </message>
    <message>
        <source>Chapter 7: queries, keys, values, and why scaled attention divides by the square root of d.</source>
        <translation>Chapter 7: queries, keys, values, and why scaled attention divides by the square root of d.</translation>
    </message>
    <message>
        <source>Edit any component in place, add or delete words, rename dimensions, import or export word2vec/GloVe text files.</source>
        <translation>Edit any component in place, add or delete words, rename dimensions, import or export word2vec/GloVe text files.</translation>
    </message>
    <message>
        <source>The vocabulary: every word and its vector, editable, with import and export.</source>
        <translation>The vocabulary: every word and its vector, editable, with import and export.</translation>
    </message>
    <message>
        <source>Press Train and watch W_Q, W_K, W_V learn where the ambiguous word should look; drag the step slider to see any step again. Change heads, d_k, scaling or the mask and train again. Your sentences in the sentence bar get the predicted sense.</source>
        <translation>Press Train and watch W_Q, W_K, W_V learn where the ambiguous word should look; drag the step slider to see any step again. Change heads, d_k, scaling or the mask and train again. Your sentences in the sentence bar get the predicted sense.</translation>
    </message>
    <message>
        <source>Chapter 8: queries, keys and values with learned weights, trained in front of you to tell the two senses of a word apart.</source>
        <translation>Chapter 8: queries, keys and values with learned weights, trained in front of you to tell the two senses of a word apart.</translation>
    </message>
    <message>
        <source>Drag a slider or type a weight; the others make room so the sum stays 1. The big swatch and the bars beside it are the word&apos;s new vector, as a mixed colour and over the dimensions. Reset returns to the attention weights.</source>
        <translation>Drag a slider or type a weight; the others make room so the sum stays 1. The big swatch and the bars beside it are the word&apos;s new vector, as a mixed colour and over the dimensions. Reset returns to the attention weights.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ContextualNeighbours</name>
    <message>
        <source>Sentence %1 (%2): after attention, “%3” is nearest to %4</source>
        <translation>Sentence %1 (%2): after attention, “%3” is nearest to %4</translation>
    </message>
</context>
<context>
    <name>AttentionLab::DocumentController</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Unsaved Changes</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them?</source>
        <translation>“%1” has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>Start again from the lesson&apos;s sentences and vocabulary</source>
        <translation>Start again from the lesson&apos;s sentences and vocabulary</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open a saved workspace</source>
        <translation>Open a saved workspace</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save sentences, vocabulary, query words, temperature and weights</source>
        <translation>Save sentences, vocabulary, query words, temperature and weights</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>Save Workspace</translation>
    </message>
    <message>
        <source>Attention Lab workspace (*.attention.json)</source>
        <translation>Attention Lab workspace (*.attention.json)</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Open Workspace</translation>
    </message>
    <message>
        <source>Attention Lab workspace (*.attention.json *.json)</source>
        <translation>Attention Lab workspace (*.attention.json *.json)</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>Open failed</translation>
    </message>
    <message>
        <source>Save the workspace in a new file</source>
        <translation>Save the workspace in a new file</translation>
    </message>
    <message>
        <source>there is no unsaved work left to restore</source>
        <translation>there is no unsaved work left to restore</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>File Changed on Disk</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since you opened or saved it, perhaps by another window. Overwrite it with your version?</source>
        <translation>“%1” was changed on disk since you opened or saved it, perhaps by another window. Overwrite it with your version?</translation>
    </message>
    <message>
        <source>%1

The unsaved work is kept in %2 and offered again at the next start: put the vector file back first, or decline then to discard the work.</source>
        <translation>%1

The unsaved work is kept in %2 and offered again at the next start: put the vector file back first, or decline then to discard the work.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Export Figure</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>File name</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>Pixels per point: 2× for slides, 4× or more for print</source>
        <translation>Pixels per point: 2× for slides, 4× or more for print</translation>
    </message>
    <message>
        <source>&amp;Scale (PNG):</source>
        <translation>&amp;Scale (PNG):</translation>
    </message>
    <message>
        <source>&amp;Transparent background (PNG)</source>
        <translation>&amp;Transparent background (PNG)</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG image (*.png);;SVG vector image (*.svg)</translation>
    </message>
    <message>
        <source>PNG image, %1 × %2 pixels</source>
        <translation>PNG image, %1 × %2 pixels</translation>
    </message>
    <message>
        <source>SVG vector image, sharp at any size</source>
        <translation>SVG vector image, sharp at any size</translation>
    </message>
    <message>
        <source>The file name must end in .png or .svg</source>
        <translation>The file name must end in .png or .svg</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HeatmapPage</name>
    <message>
        <source>Query word is now “%1”</source>
        <translation>Query word is now “%1”</translation>
    </message>
    <message>
        <source>5 · The attention matrix</source>
        <translation>5 · The attention matrix</translation>
    </message>
    <message>
        <source>&lt;p&gt;Do the three steps for &lt;b&gt;every&lt;/b&gt; word and you get an L × L table: row &lt;i&gt;i&lt;/i&gt;, column &lt;i&gt;j&lt;/i&gt; is how much attention word &lt;i&gt;i&lt;/i&gt; gives word &lt;i&gt;j&lt;/i&gt;; every row sums to 1. Darker means more attention. Notice the diagonal: each word keeps part of the attention for itself, so it keeps its own meaning while taking in context. Hover a cell to read it; click a row to follow that word on the other pages.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Do the three steps for &lt;b&gt;every&lt;/b&gt; word and you get an L × L table: row &lt;i&gt;i&lt;/i&gt;, column &lt;i&gt;j&lt;/i&gt; is how much attention word &lt;i&gt;i&lt;/i&gt; gives word &lt;i&gt;j&lt;/i&gt;; every row sums to 1. Darker means more attention. Notice the diagonal: each word keeps part of the attention for itself, so it keeps its own meaning while taking in context. Hover a cell to read it; click a row to follow that word on the other pages.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Sentence:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>&amp;Weights (after softmax)</source>
        <translation>&amp;Weights (after softmax)</translation>
    </message>
    <message>
        <source>S&amp;cores (before softmax)</source>
        <translation>S&amp;cores (before softmax)</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>&amp;Export Figure…</translation>
    </message>
    <message>
        <source>Save the heatmap as a PNG or SVG figure</source>
        <translation>Save the heatmap as a PNG or SVG figure</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>Co&amp;py</translation>
    </message>
    <message>
        <source>Copy the heatmap figure to the clipboard</source>
        <translation>Copy the heatmap figure to the clipboard</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the matrix as a CSV table for spreadsheets</source>
        <translation>Save the matrix as a CSV table for spreadsheets</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>This sentence has no words yet: type one in the sentence bar above.</translation>
    </message>
    <message>
        <source>The cells are too small for numbers: hover a cell, or use the arrow keys, to read it.</source>
        <translation>The cells are too small for numbers: hover a cell, or use the arrow keys, to read it.</translation>
    </message>
    <message>
        <source>Heatmap copied to the clipboard</source>
        <translation>Heatmap copied to the clipboard</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV table (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>%1 words: one label in every %2 is shown so that none overlap.</source>
        <translation>%1 words: one label in every %2 is shown so that none overlap.</translation>
    </message>
    <message>
        <source>The sentence whose attention matrix is shown</source>
        <translation>The sentence whose attention matrix is shown</translation>
    </message>
    <message>
        <source>Colour the cells by the softmax weights; every row sums to 1</source>
        <translation>Colour the cells by the softmax weights; every row sums to 1</translation>
    </message>
    <message>
        <source>Colour the cells by the dot-product scores, before softmax</source>
        <translation>Colour the cells by the dot-product scores, before softmax</translation>
    </message>
    <message>
        <source>Row i, column j: how much attention word i gives word j. Arrow keys move between cells, Home and End go to the ends of the row, Enter makes the row&apos;s word the query word.</source>
        <translation>Row i, column j: how much attention word i gives word j. Arrow keys move between cells, Home and End go to the ends of the row, Enter makes the row&apos;s word the query word.</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>Computing the attention of %1 words…</translation>
    </message>
    <message>
        <source>Only the first %1 words are analysed; %2 more are left out.</source>
        <translation>Only the first %1 words are analysed; %2 more are left out.</translation>
    </message>
    <message>
        <source>Attention heatmap</source>
        <translation>Attention heatmap</translation>
    </message>
    <message>
        <source>Colours from &amp;0 to 1</source>
        <translation>Colours from &amp;0 to 1</translation>
    </message>
    <message>
        <source>The same colour scale in every figure, so two heatmaps can be compared</source>
        <translation>The same colour scale in every figure, so two heatmaps can be compared</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HeatmapView</name>
    <message>
        <source>Attention heatmap</source>
        <translation>Attention heatmap</translation>
    </message>
    <message>
        <source>Attention “%1” gives “%2”</source>
        <extracomment>A heatmap cell whose number is not shown yet (a question asks about it first).</extracomment>
        <translation>Attention “%1” gives “%2”</translation>
    </message>
</context>
<context>
    <name>AttentionLab::HelpDialog</name>
    <message>
        <source>Attention Lab Guide</source>
        <translation>Attention Lab Guide</translation>
    </message>
    <message>
        <source>Type sentences in the bar at the top, with or without spaces; every chapter follows them as you type. Words marked ? are not in the vocabulary: click one to add it.</source>
        <translation>Type sentences in the bar at the top, with or without spaces; every chapter follows them as you type. Words marked ? are not in the vocabulary: click one to add it.</translation>
    </message>
    <message>
        <source>go to a chapter</source>
        <translation>go to a chapter</translation>
    </message>
    <message>
        <source>undo / redo any edit</source>
        <translation>undo / redo any edit</translation>
    </message>
    <message>
        <source>save / open / new workspace</source>
        <translation>save / open / new workspace</translation>
    </message>
    <message>
        <source>export / copy the heatmap figure</source>
        <translation>export / copy the heatmap figure</translation>
    </message>
    <message>
        <source>this guide</source>
        <translation>this guide</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
</context>
<context>
    <name>AttentionLab::LearnPage</name>
    <message>
        <source>8 · Attention that learns</source>
        <translation>8 · Attention that learns</translation>
    </message>
    <message>
        <source>&lt;p&gt;Until now attention had nothing to learn: the weights followed from the fixed vectors. Here each &lt;b&gt;head&lt;/b&gt; gets three matrices: a word&apos;s &lt;b&gt;query&lt;/b&gt; x·W&lt;sub&gt;Q&lt;/sub&gt; says what it looks for, its &lt;b&gt;key&lt;/b&gt; x·W&lt;sub&gt;K&lt;/sub&gt; what it offers, its &lt;b&gt;value&lt;/b&gt; x·W&lt;sub&gt;V&lt;/sub&gt; what it passes on. Scores are query·key divided by √d&lt;sub&gt;k&lt;/sub&gt;, softmax turns each row into weights, the heads&apos; outputs are put side by side and W&lt;sub&gt;O&lt;/sub&gt; brings them back to the word&apos;s dimensions. A read-out then guesses the sense of the ambiguous word (苹果, 小米, 黑莓, 芒果: a company, or something to eat) from its new vector.&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Train&lt;/b&gt;: Adam adjusts every matrix a little at each step to make the %1 training sentences&apos; senses more likely. The %2 test sentences are never trained on: they show whether attention learned where to look.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Until now attention had nothing to learn: the weights followed from the fixed vectors. Here each &lt;b&gt;head&lt;/b&gt; gets three matrices: a word&apos;s &lt;b&gt;query&lt;/b&gt; x·W&lt;sub&gt;Q&lt;/sub&gt; says what it looks for, its &lt;b&gt;key&lt;/b&gt; x·W&lt;sub&gt;K&lt;/sub&gt; what it offers, its &lt;b&gt;value&lt;/b&gt; x·W&lt;sub&gt;V&lt;/sub&gt; what it passes on. Scores are query·key divided by √d&lt;sub&gt;k&lt;/sub&gt;, softmax turns each row into weights, the heads&apos; outputs are put side by side and W&lt;sub&gt;O&lt;/sub&gt; brings them back to the word&apos;s dimensions. A read-out then guesses the sense of the ambiguous word (苹果, 小米, 黑莓, 芒果: a company, or something to eat) from its new vector.&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Train&lt;/b&gt;: Adam adjusts every matrix a little at each step to make the %1 training sentences&apos; senses more likely. The %2 test sentences are never trained on: they show whether attention learned where to look.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>S&amp;tep</translation>
    </message>
    <message>
        <source>One training step: one Adam update of every weight</source>
        <translation>One training step: one Adam update of every weight</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Start again from the same random weights</source>
        <translation>Start again from the same random weights</translation>
    </message>
    <message>
        <source>&amp;Learning rate:</source>
        <translation>&amp;Learning rate:</translation>
    </message>
    <message>
        <source>How far each Adam step moves the weights</source>
        <translation>How far each Adam step moves the weights</translation>
    </message>
    <message>
        <source>How many steps Train runs</source>
        <translation>How many steps Train runs</translation>
    </message>
    <message>
        <source>Number of attention heads, each with its own W_Q, W_K and W_V</source>
        <translation>Number of attention heads, each with its own W_Q, W_K and W_V</translation>
    </message>
    <message>
        <source>Drag to show any recorded training step again</source>
        <translation>Drag to show any recorded training step again</translation>
    </message>
    <message>
        <source>The PyTorch code of this training; Ctrl+C copies it</source>
        <translation>The PyTorch code of this training; Ctrl+C copies it</translation>
    </message>
    <message>
        <source>Row i, column j: how much attention word i gives word j in this head. Arrow keys move between the cells.</source>
        <translation>Row i, column j: how much attention word i gives word j in this head. Arrow keys move between the cells.</translation>
    </message>
    <message>
        <source>Row i, column j: how much a query strong in dimension i is drawn to a key strong in dimension j.</source>
        <translation>Row i, column j: how much a query strong in dimension i is drawn to a key strong in dimension j.</translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>St&amp;eps:</translation>
    </message>
    <message>
        <source>&amp;Heads:</source>
        <translation>&amp;Heads:</translation>
    </message>
    <message>
        <source>&amp;d_k:</source>
        <translation>&amp;d_k:</translation>
    </message>
    <message>
        <source>Size of each head&apos;s queries, keys and values</source>
        <translation>Size of each head&apos;s queries, keys and values</translation>
    </message>
    <message>
        <source>Divide by √d_&amp;k</source>
        <translation>Divide by √d_&amp;k</translation>
    </message>
    <message>
        <source>Without it, scores grow with d_k and softmax saturates (chapter 7)</source>
        <translation>Without it, scores grow with d_k and softmax saturates (chapter 7)</translation>
    </message>
    <message>
        <source>&amp;Causal mask</source>
        <translation>&amp;Causal mask</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it, as in a model that writes text</source>
        <translation>Each word sees only itself and the words before it, as in a model that writes text</translation>
    </message>
    <message>
        <source>loss (training sentences)</source>
        <translation>loss (training sentences)</translation>
    </message>
    <message>
        <source>accuracy (test sentences)</source>
        <translation>accuracy (test sentences)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>step</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>accuracy</translation>
    </message>
    <message>
        <source>Training, live</source>
        <translation>Training, live</translation>
    </message>
    <message>
        <source>Loss and test accuracy per training step</source>
        <translation>Loss and test accuracy per training step</translation>
    </message>
    <message>
        <source>Sh&amp;ow step:</source>
        <translation>Sh&amp;ow step:</translation>
    </message>
    <message>
        <source>Training step shown</source>
        <translation>Training step shown</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each head&apos;s attention on sentence 1&lt;/b&gt; at the step shown (hover a cell to read it).</source>
        <translation>&lt;b&gt;Each head&apos;s attention on sentence 1&lt;/b&gt; at the step shown (hover a cell to read it).</translation>
    </message>
    <message>
        <source>Under each head: &lt;b&gt;what its query looks for&lt;/b&gt;, W&lt;sub&gt;Q&lt;/sub&gt;·W&lt;sub&gt;K&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;. Row i, column j is how strongly a word strong in dimension i (as query) is drawn to a word strong in dimension j (as key): red draws attention, blue pushes it away. The bars show what the word the head looks at most passes on: its value through W&lt;sub&gt;O&lt;/sub&gt;, in the dimensions&apos; names.</source>
        <translation>Under each head: &lt;b&gt;what its query looks for&lt;/b&gt;, W&lt;sub&gt;Q&lt;/sub&gt;·W&lt;sub&gt;K&lt;/sub&gt;&lt;sup&gt;T&lt;/sup&gt;. Row i, column j is how strongly a word strong in dimension i (as query) is drawn to a word strong in dimension j (as key): red draws attention, blue pushes it away. The bars show what the word the head looks at most passes on: its value through W&lt;sub&gt;O&lt;/sub&gt;, in the dimensions&apos; names.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Test it on your own sentence:&lt;/b&gt; the sentence bar&apos;s sentences through the model at the step shown.</source>
        <translation>&lt;b&gt;Test it on your own sentence:&lt;/b&gt; the sentence bar&apos;s sentences through the model at the step shown.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The same training in PyTorch&lt;/b&gt;: the corpus, the starting weights and Adam with these settings, in float64. Run it with python3: it prints this page&apos;s loss curve. Ctrl+C copies it.</source>
        <translation>&lt;b&gt;The same training in PyTorch&lt;/b&gt;: the corpus, the starting weights and Adam with these settings, in float64. Run it with python3: it prints this page&apos;s loss curve. Ctrl+C copies it.</translation>
    </message>
    <message>
        <source>step %1 of %2 · loss %3 · test accuracy %4</source>
        <translation>step %1 of %2 · loss %3 · test accuracy %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;Head %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Head %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Head %1&apos;s attention weights on sentence 1</source>
        <translation>Head %1&apos;s attention weights on sentence 1</translation>
    </message>
    <message>
        <source>W_Q·W_Kᵀ of head %1</source>
        <translation>W_Q·W_Kᵀ of head %1</translation>
    </message>
    <message>
        <source>What head %1&apos;s query looks for</source>
        <translation>What head %1&apos;s query looks for</translation>
    </message>
    <message>
        <source>Type a sentence in the sentence bar to see where this head looks.</source>
        <translation>Type a sentence in the sentence bar to see where this head looks.</translation>
    </message>
    <message>
        <source>“%1” looks most at “%2” (%3).</source>
        <translation>“%1” looks most at “%2” (%3).</translation>
    </message>
    <message>
        <source>No ambiguous word in sentence 1; its first word, “%1”, looks most at “%2” (%3).</source>
        <translation>No ambiguous word in sentence 1; its first word, “%1”, looks most at “%2” (%3).</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>T&amp;rain</source>
        <translation>T&amp;rain</translation>
    </message>
    <message>
        <source>Stop after the steps being computed</source>
        <translation>Stop after the steps being computed</translation>
    </message>
    <message>
        <source>Train to the last step, updating the page as it goes</source>
        <translation>Train to the last step, updating the page as it goes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sense accuracy on the %1 test sentences&lt;/b&gt; — from the static vector: &lt;b&gt;%2&lt;/b&gt; (the same vector for both senses) · from parameter-free attention (chapters 2-5): &lt;b&gt;%3&lt;/b&gt; · from learned attention at step %4: &lt;b&gt;%5&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sense accuracy on the %1 test sentences&lt;/b&gt; — from the static vector: &lt;b&gt;%2&lt;/b&gt; (the same vector for both senses) · from parameter-free attention (chapters 2-5): &lt;b&gt;%3&lt;/b&gt; · from learned attention at step %4: &lt;b&gt;%5&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1. “%2”: no 苹果, 小米, 黑莓 or 芒果 in it to decide.</source>
        <translation>%1. “%2”: no 苹果, 小米, 黑莓 or 芒果 in it to decide.</translation>
    </message>
    <message>
        <source>%1. “%2”: %3 is &lt;b&gt;%4&lt;/b&gt; (probability %5)</source>
        <translation>%1. “%2”: %3 is &lt;b&gt;%4&lt;/b&gt; (probability %5)</translation>
    </message>
    <message>
        <source>Training: loss and test accuracy</source>
        <translation>Training: loss and test accuracy</translation>
    </message>
    <message>
        <source>Each head&apos;s attention on sentence 1</source>
        <translation>Each head&apos;s attention on sentence 1</translation>
    </message>
    <message>
        <source>Head 1&apos;s attention weights on sentence 1</source>
        <translation>Head 1&apos;s attention weights on sentence 1</translation>
    </message>
    <message>
        <source>Head 1, step %1: %2</source>
        <translation>Head 1, step %1: %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;About Attention Lab</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapters</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>About Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A desktop laboratory for the intuition behind self-attention: the same word gets a different vector in a different sentence, because it attends to its neighbours.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;A desktop laboratory for the intuition behind self-attention: the same word gets a different vector in a different sentence, because it attends to its neighbours.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Save the shown attention matrix as a CSV table</source>
        <translation>Save the shown attention matrix as a CSV table</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>Save tokens, vectors, scores, weights and outputs of every sentence</source>
        <translation>Save tokens, vectors, scores, weights and outputs of every sentence</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Export JSON</translation>
    </message>
    <message>
        <source>JSON file (*.json)</source>
        <translation>JSON file (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Follow the &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>Heatmap &amp;Colours</source>
        <translation>Heatmap &amp;Colours</translation>
    </message>
    <message>
        <source>&amp;Blues (default)</source>
        <translation>&amp;Blues (default)</translation>
    </message>
    <message>
        <source>&amp;Viridis (colour-blind safe)</source>
        <translation>&amp;Viridis (colour-blind safe)</translation>
    </message>
    <message>
        <source>&amp;Cividis (colour-blind safe)</source>
        <translation>&amp;Cividis (colour-blind safe)</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Guide</translation>
    </message>
    <message>
        <source>Close Attention Lab</source>
        <translation>Close Attention Lab</translation>
    </message>
    <message>
        <source>Take back the last change</source>
        <translation>Take back the last change</translation>
    </message>
    <message>
        <source>Do again the change you took back</source>
        <translation>Do again the change you took back</translation>
    </message>
    <message>
        <source>Show the interface in Chinese</source>
        <translation>Show the interface in Chinese</translation>
    </message>
    <message>
        <source>Show the interface in English</source>
        <translation>Show the interface in English</translation>
    </message>
    <message>
        <source>Colours of the window: the desktop&apos;s, light or dark</source>
        <translation>Colours of the window: the desktop&apos;s, light or dark</translation>
    </message>
    <message>
        <source>Colours of the heatmap cells</source>
        <translation>Colours of the heatmap cells</translation>
    </message>
    <message>
        <source>What each chapter shows and how to use it</source>
        <translation>What each chapter shows and how to use it</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version and licence</translation>
    </message>
    <message>
        <source>Go to chapter “%1”</source>
        <translation>Go to chapter “%1”</translation>
    </message>
    <message>
        <source>The chapters of the lesson: arrow keys choose one, %1 to %2 jump to it</source>
        <translation>The chapters of the lesson: arrow keys choose one, %1 to %2 jump to it</translation>
    </message>
    <message>
        <source>&lt;p&gt;Attention is computed with the %1 instruction set of this CPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Attention is computed with the %1 instruction set of this CPU.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Colours from &amp;0 to 1</source>
        <translation>Colours from &amp;0 to 1</translation>
    </message>
    <message>
        <source>The same colour scale in every heatmap, so two figures can be compared</source>
        <translation>The same colour scale in every heatmap, so two figures can be compared</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Save “%1” as a PNG or SVG figure</source>
        <translation>Save “%1” as a PNG or SVG figure</translation>
    </message>
    <message>
        <source>This chapter has no figure to export</source>
        <translation>This chapter has no figure to export</translation>
    </message>
    <message>
        <source>Copy “%1” to the clipboard</source>
        <translation>Copy “%1” to the clipboard</translation>
    </message>
    <message>
        <source>This chapter has no figure to copy</source>
        <translation>This chapter has no figure to copy</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>Export &amp;Worksheet…</translation>
    </message>
    <message>
        <source>Save the questions for the current sentences as a PDF worksheet, with the answer key beside it</source>
        <translation>Save the questions for the current sentences as a PDF worksheet, with the answer key beside it</translation>
    </message>
    <message>
        <source>Saved %1 and %2</source>
        <translation>Saved %1 and %2</translation>
    </message>
    <message>
        <source>%1 ✓%2</source>
        <comment>answered, right the first time</comment>
        <translation>%1 ✓%2</translation>
    </message>
    <message>
        <source>Questions answered: %1, right the first time: %2.</source>
        <translation>Questions answered: %1, right the first time: %2.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MixingPage</name>
    <message>
        <source>2 · Mix the context in</source>
        <translation>2 · Mix the context in</translation>
    </message>
    <message>
        <source>&amp;Reset to attention weights</source>
        <translation>&amp;Reset to attention weights</translation>
    </message>
    <message>
        <source>Put every slider back to the weights attention computes</source>
        <translation>Put every slider back to the weights attention computes</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
    </message>
    <message>
        <source>This sentence has no words yet.</source>
        <translation>This sentence has no words yet.</translation>
    </message>
    <message>
        <source>Sliders for the first %1 of %2 words; the others still count in the mix.</source>
        <translation>Sliders for the first %1 of %2 words; the others still count in the mix.</translation>
    </message>
    <message>
        <source>Sum of the weights: %1</source>
        <translation>Sum of the weights: %1</translation>
    </message>
    <message>
        <source>New vector of “%1”</source>
        <translation>New vector of “%1”</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>Computing the attention of %1 words…</translation>
    </message>
    <message>
        <source>Weights and mixed colour, sentence %1</source>
        <translation>Weights and mixed colour, sentence %1</translation>
    </message>
    <message>
        <source>New vector as colour and bars, sentence %1</source>
        <translation>New vector as colour and bars, sentence %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;A word&apos;s meaning comes from its neighbours. So let the word&apos;s new vector be a &lt;b&gt;weighted average&lt;/b&gt; of all the word vectors in its sentence, with weights that add up to 1: the more weight on a word, the more the result looks like it. Here every word is a colour; the new vector is shown as the mixed colour and, beside it, as bars over the dimensions. Drag a slider (or type a weight): the others make room so the sum stays 1. The sliders start at the weights attention computes, so the two mixes differ: with the lesson&apos;s sentences, 苹果 leans towards 科技 (tech) in sentence 1 and towards 水果 (fruit) in sentence 2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A word&apos;s meaning comes from its neighbours. So let the word&apos;s new vector be a &lt;b&gt;weighted average&lt;/b&gt; of all the word vectors in its sentence, with weights that add up to 1: the more weight on a word, the more the result looks like it. Here every word is a colour; the new vector is shown as the mixed colour and, beside it, as bars over the dimensions. Drag a slider (or type a weight): the others make room so the sum stays 1. The sliders start at the weights attention computes, so the two mixes differ: with the lesson&apos;s sentences, 苹果 leans towards 科技 (tech) in sentence 1 and towards 水果 (fruit) in sentence 2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New vector of “%1” over the dimensions</source>
        <translation>New vector of “%1” over the dimensions</translation>
    </message>
</context>
<context>
    <name>AttentionLab::NextPage</name>
    <message>
        <source>7 · What is still missing</source>
        <translation>7 · What is still missing</translation>
    </message>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>&amp;Dimension d:</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <source>Dimension of the random query and key vectors</source>
        <translation>Dimension of the random query and key vectors</translation>
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
        <translation>Softmax weights with and without scaling</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>Weights of %1 keys for one query, d = %2</source>
        <translation>Weights of %1 keys for one query, d = %2</translation>
    </message>
    <message>
        <source>Largest weight without scaling: %1; with scaling by √%2: %3. Spread of the scores: standard deviation %4 (grows like √d).</source>
        <translation>Largest weight without scaling: %1; with scaling by √%2: %3. Spread of the scores: standard deviation %4 (grows like √d).</translation>
    </message>
    <message>
        <source>Softmax with and without dividing by √d</source>
        <translation>Softmax with and without dividing by √d</translation>
    </message>
    <message>
        <source>&lt;p&gt;Everything so far is fixed: the vectors come from the vocabulary and the weights follow from them. &lt;b&gt;Nothing is learnable&lt;/b&gt;, so a model cannot learn &lt;i&gt;where&lt;/i&gt; to attend. Chapter 8, next, gives attention parameters: each word is projected three ways, into a &lt;b&gt;query&lt;/b&gt; (what it looks for), a &lt;b&gt;key&lt;/b&gt; (what it offers) and a &lt;b&gt;value&lt;/b&gt; (what it passes on); scores are query·key and the weighted sum mixes values. And the scores are divided by √d, the square root of the dimension.&lt;/p&gt;&lt;p&gt;Why √d? Dot products of random d-dimensional vectors grow like √d. Move the slider: without scaling, softmax puts almost everything on one key as d grows, and learning stalls; divided by √d, the weights stay soft at every size. (One random query, %1 random keys with unit-variance components.)&lt;/p&gt;</source>
        <translation>&lt;p&gt;Everything so far is fixed: the vectors come from the vocabulary and the weights follow from them. &lt;b&gt;Nothing is learnable&lt;/b&gt;, so a model cannot learn &lt;i&gt;where&lt;/i&gt; to attend. Chapter 8, next, gives attention parameters: each word is projected three ways, into a &lt;b&gt;query&lt;/b&gt; (what it looks for), a &lt;b&gt;key&lt;/b&gt; (what it offers) and a &lt;b&gt;value&lt;/b&gt; (what it passes on); scores are query·key and the weighted sum mixes values. And the scores are divided by √d, the square root of the dimension.&lt;/p&gt;&lt;p&gt;Why √d? Dot products of random d-dimensional vectors grow like √d. Move the slider: without scaling, softmax puts almost everything on one key as d grows, and learning stalls; divided by √d, the weights stay soft at every size. (One random query, %1 random keys with unit-variance components.)&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AttentionLab::NumbersCover</name>
    <message>
        <source>The numbers are hidden.</source>
        <translation>The numbers are hidden.</translation>
    </message>
    <message>
        <source>Ask the room what they expect to see, then show the chapter with its numbers.</source>
        <translation>Ask the room what they expect to see, then show the chapter with its numbers.</translation>
    </message>
    <message>
        <source>Show the Numbers</source>
        <translation>Show the Numbers</translation>
    </message>
    <message>
        <source>Show the Numbers (%1)</source>
        <translation>Show the Numbers (%1)</translation>
    </message>
    <message>
        <source>%1 leaves Present.</source>
        <translation>%1 leaves Present.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::PredictFirst</name>
    <message>
        <source>Reset My Answers</source>
        <translation>Reset My Answers</translation>
    </message>
    <message>
        <source>Forget every answer and which chapters you have seen? Each chapter will ask its questions again.</source>
        <translation>Forget every answer and which chapters you have seen? Each chapter will ask its questions again.</translation>
    </message>
    <message>
        <source>&amp;Predict First</source>
        <translation>&amp;Predict First</translation>
    </message>
    <message>
        <source>A chapter you have not seen yet opens behind a question: predict, then see the numbers</source>
        <translation>A chapter you have not seen yet opens behind a question: predict, then see the numbers</translation>
    </message>
    <message>
        <source>&amp;Ask This Chapter&apos;s Questions</source>
        <translation>&amp;Ask This Chapter&apos;s Questions</translation>
    </message>
    <message>
        <source>Cover the chapter on show with its questions again</source>
        <translation>Cover the chapter on show with its questions again</translation>
    </message>
    <message>
        <source>&amp;Reset My Answers…</source>
        <translation>&amp;Reset My Answers…</translation>
    </message>
    <message>
        <source>Forget your answers and which chapters you have seen</source>
        <translation>Forget your answers and which chapters you have seen</translation>
    </message>
    <message>
        <source>No Questions</source>
        <translation>No Questions</translation>
    </message>
    <message>
        <source>This chapter has nothing to ask about these sentences: give it a sentence of at least two words.</source>
        <translation>This chapter has nothing to ask about these sentences: give it a sentence of at least two words.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Presentation</name>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Present</translation>
    </message>
    <message>
        <source>Full screen with larger type for a classroom; each chapter&apos;s numbers stay hidden until you show them</source>
        <translation>Full screen with larger type for a classroom; each chapter&apos;s numbers stay hidden until you show them</translation>
    </message>
    <message>
        <source>&amp;Reveal Numbers</source>
        <translation>&amp;Reveal Numbers</translation>
    </message>
    <message>
        <source>Show the numbers of the chapter on show (in Present they are hidden first)</source>
        <translation>Show the numbers of the chapter on show (in Present they are hidden first)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;In</translation>
    </message>
    <message>
        <source>Larger type on every page</source>
        <translation>Larger type on every page</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;Out</translation>
    </message>
    <message>
        <source>Smaller type on every page</source>
        <translation>Smaller type on every page</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Actual Size</translation>
    </message>
    <message>
        <source>Type at its usual size</source>
        <translation>Type at its usual size</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>keys that leave Present</comment>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>Present, %1 %: %2 shows the numbers, %3 and %4 zoom, %5 leaves</source>
        <translation>Present, %1 %: %2 shows the numbers, %3 and %4 zoom, %5 leaves</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ProjectionPlot</name>
    <message>
        <source>Word vectors before and after attention, in two dimensions</source>
        <translation>Word vectors before and after attention, in two dimensions</translation>
    </message>
    <message>
        <source>Sentence %1 · before</source>
        <translation>Sentence %1 · before</translation>
    </message>
    <message>
        <source>Sentence %1 · after</source>
        <translation>Sentence %1 · after</translation>
    </message>
    <message>
        <source>Axis 1: %1% of the variance</source>
        <translation>Axis 1: %1% of the variance</translation>
    </message>
    <message>
        <source>Axis 2: %1%</source>
        <translation>Axis 2: %1%</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::PyTorchSnippet</name>
    <message>
        <source>Attention Lab, chapter 4: the three steps of self-attention, in PyTorch.</source>
        <translation>Attention Lab, chapter 4: the three steps of self-attention, in PyTorch.</translation>
    </message>
    <message>
        <source>Generated from the sentences and word vectors on screen: run it and it</source>
        <translation>Generated from the sentences and word vectors on screen: run it and it</translation>
    </message>
    <message>
        <source>prints the numbers the app shows (float64, 4 decimals).</source>
        <translation>prints the numbers the app shows (float64, 4 decimals).</translation>
    </message>
    <message>
        <source>Both sentences are empty: type some words to get the code.</source>
        <translation>Both sentences are empty: type some words to get the code.</translation>
    </message>
    <message>
        <source>The sentence is empty: type some words to get the code.</source>
        <translation>The sentence is empty: type some words to get the code.</translation>
    </message>
    <message>
        <source>The word vectors (dimensions: %1)</source>
        <translation>The word vectors (dimensions: %1)</translation>
    </message>
    <message>
        <source>%1 is not in the vocabulary: a made-up vector</source>
        <translation>%1 is not in the vocabulary: a made-up vector</translation>
    </message>
    <message>
        <source>every score is divided by it</source>
        <translation>every score is divided by it</translation>
    </message>
    <message>
        <source>the query word, %3</source>
        <translation>the query word, %3</translation>
    </message>
    <message>
        <source>Step 1: stack each sentence&apos;s vectors, one row per word (L x d)</source>
        <translation>Step 1: stack each sentence&apos;s vectors, one row per word (L x d)</translation>
    </message>
    <message>
        <source>Step 2: score = dot product of the query word with every word</source>
        <translation>Step 2: score = dot product of the query word with every word</translation>
    </message>
    <message>
        <source>Step 3: softmax turns the scores into weights that sum to 1</source>
        <translation>Step 3: softmax turns the scores into weights that sum to 1</translation>
    </message>
    <message>
        <source>Step 4: the new vector is the weighted sum w1*x1 + w2*x2 + ... of the rows</source>
        <translation>Step 4: the new vector is the weighted sum w1*x1 + w2*x2 + ... of the rows</translation>
    </message>
    <message>
        <source>Compare: the same word %1 in both sentences, two new vectors</source>
        <translation>Compare: the same word %1 in both sentences, two new vectors</translation>
    </message>
    <message>
        <source>where %5 is in each sentence</source>
        <translation>where %5 is in each sentence</translation>
    </message>
    <message>
        <source>Compare: the two sentences share no word, so there is no word to compare.</source>
        <translation>Compare: the two sentences share no word, so there is no word to compare.</translation>
    </message>
    <message>
        <source>Compare: there is only one sentence, so nothing to compare.</source>
        <translation>Compare: there is only one sentence, so nothing to compare.</translation>
    </message>
    <message>
        <source>Compare: sentence %1 is empty, so nothing to compare.</source>
        <translation>Compare: sentence %1 is empty, so nothing to compare.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::QuestionOverlay</name>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>Predict first</translation>
    </message>
    <message>
        <source>Predict first: question %1</source>
        <translation>Predict first: question %1</translation>
    </message>
    <message>
        <source>Answer before you look: the chapter&apos;s numbers stay hidden until you have checked your answer.</source>
        <translation>Answer before you look: the chapter&apos;s numbers stay hidden until you have checked your answer.</translation>
    </message>
    <message>
        <source>Words to choose from</source>
        <translation>Words to choose from</translation>
    </message>
    <message>
        <source>Answers to choose from</source>
        <translation>Answers to choose from</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <source>Choose the word you predict</source>
        <translation>Choose the word you predict</translation>
    </message>
    <message>
        <source>Type the number you predict</source>
        <translation>Type the number you predict</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>Commit your answer and see whether it is right</source>
        <translation>Commit your answer and see whether it is right</translation>
    </message>
    <message>
        <source>&amp;Show the Chapter</source>
        <translation>&amp;Show the Chapter</translation>
    </message>
    <message>
        <source>Hide the question and show the chapter&apos;s numbers</source>
        <translation>Hide the question and show the chapter&apos;s numbers</translation>
    </message>
    <message>
        <source>&amp;Next Question</source>
        <translation>&amp;Next Question</translation>
    </message>
    <message>
        <source>Ask the chapter&apos;s next question</source>
        <translation>Ask the chapter&apos;s next question</translation>
    </message>
    <message>
        <source>View ▸ Predict First turns these questions off; View ▸ Ask This Chapter&apos;s Questions brings them back.</source>
        <translation>View ▸ Predict First turns these questions off; View ▸ Ask This Chapter&apos;s Questions brings them back.</translation>
    </message>
    <message>
        <source>Counts as right within ± %1 of the answer.</source>
        <translation>Counts as right within ± %1 of the answer.</translation>
    </message>
    <message>
        <source>A whole number; only the exact answer counts.</source>
        <translation>A whole number; only the exact answer counts.</translation>
    </message>
    <message>
        <source>Choose this word</source>
        <translation>Choose this word</translation>
    </message>
    <message>
        <source>Choose this answer</source>
        <translation>Choose this answer</translation>
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
        <translation>Right: %1 are tied, so each of them counts.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Right: %1.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Not quite: the answer is %1.</translation>
    </message>
    <message>
        <source>Your answer: the weight of “%1”</source>
        <translation>Your answer: the weight of “%1”</translation>
    </message>
    <message>
        <source>Drag to the weight you predict</source>
        <translation>Drag to the weight you predict</translation>
    </message>
    <message>
        <source>Click a cell of the outlined row, or go there with the arrow keys and press Space; Enter checks.</source>
        <translation>Click a cell of the outlined row, or go there with the arrow keys and press Space; Enter checks.</translation>
    </message>
    <message>
        <source>Click a cell of a row to choose the row, or go there with the arrow keys and press Space; Enter checks.</source>
        <translation>Click a cell of a row to choose the row, or go there with the arrow keys and press Space; Enter checks.</translation>
    </message>
    <message>
        <source>%1 (word %2)</source>
        <translation>%1 (word %2)</translation>
    </message>
    <message>
        <source>Your answer: the weight</source>
        <translation>Your answer: the weight</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Quiz</name>
    <message>
        <source>%1 (± %2)</source>
        <translation>%1 (± %2)</translation>
    </message>
    <message>
        <source>In the heatmap of %1, which cell of row %2 is the largest? Pick its column.</source>
        <translation>In the heatmap of %1, which cell of row %2 is the largest? Pick its column.</translation>
    </message>
    <message>
        <source>A tie: the cells of %1 all hold %2, because their scores are equal (%3), so each of them counts.</source>
        <translation>A tie: the cells of %1 all hold %2, because their scores are equal (%3), so each of them counts.</translation>
    </message>
    <message>
        <source>The cell of %1 holds %2, the most in the row, because %3 is the highest score of %4.</source>
        <translation>The cell of %1 holds %2, the most in the row, because %3 is the highest score of %4.</translation>
    </message>
    <message>
        <source>In most rows the diagonal cell is the largest: x·x is usually larger than x·y. Which row of the heatmap of %1 is an exception, with a cell larger than its diagonal?</source>
        <translation>In most rows the diagonal cell is the largest: x·x is usually larger than x·y. Which row of the heatmap of %1 is an exception, with a cell larger than its diagonal?</translation>
    </message>
    <message>
        <source>None: the diagonal is the largest in every row</source>
        <translation>None: the diagonal is the largest in every row</translation>
    </message>
    <message>
        <source>None: every word&apos;s score with itself is its highest. The closest call is row %1: %2 against %3.</source>
        <translation>None: every word&apos;s score with itself is its highest. The closest call is row %1: %2 against %3.</translation>
    </message>
    <message>
        <source>Row %1: %2 is larger than %3, so %4 gets %5 and the diagonal only %6.</source>
        <translation>Row %1: %2 is larger than %3, so %4 gets %5 and the diagonal only %6.</translation>
    </message>
    <message>
        <source>Also an exception: %1; each of them counts.</source>
        <translation>Also an exception: %1; each of them counts.</translation>
    </message>
    <message>
        <source>Before any training: “%1” means %2 in “%3” and %4 in “%5”. Is its static vector the same in both sentences?</source>
        <translation>Before any training: “%1” means %2 in “%3” and %4 in “%5”. Is its static vector the same in both sentences?</translation>
    </message>
    <message>
        <source>Yes, the same</source>
        <translation>Yes, the same</translation>
    </message>
    <message>
        <source>No, different</source>
        <translation>No, different</translation>
    </message>
    <message>
        <source>The same: cosine similarity %1. A static vector cannot tell %2 from %3; the model of this chapter learns W_Q, W_K and W_V so that “%4” looks at the neighbours that can.</source>
        <translation>The same: cosine similarity %1. A static vector cannot tell %2 from %3; the model of this chapter learns W_Q, W_K and W_V so that “%4” looks at the neighbours that can.</translation>
    </message>
    <message>
        <source>Different: cosine similarity %1.</source>
        <translation>Different: cosine similarity %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The sliders of %1 hold these weights for %2: %3. Which word&apos;s colour is the mixed colour closest to?</source>
        <translation>The sliders of %1 hold these weights for %2: %3. Which word&apos;s colour is the mixed colour closest to?</translation>
    </message>
    <message>
        <source>A tie: the mixed colour is %1 from %2 alike in OKLab, so each of them counts. The more weight a word gets, the closer the mix moves to its colour.</source>
        <translation>A tie: the mixed colour is %1 from %2 alike in OKLab, so each of them counts. The more weight a word gets, the closer the mix moves to its colour.</translation>
    </message>
    <message>
        <source>The mixed colour is %1 from %2 in OKLab (weight %3), nearer than to any other word; next comes %4 at %5 (weight %6). The more weight a word gets, the closer the mix moves to its colour.</source>
        <translation>The mixed colour is %1 from %2 in OKLab (weight %3), nearer than to any other word; next comes %4 at %5 (weight %6). The more weight a word gets, the closer the mix moves to its colour.</translation>
    </message>
    <message>
        <source>In %1, %2 has weight %3 on its slider and %4 has %5. You drag %2 to %6; the other sliders make room so that the weights still sum to 1. What weight does %4 get?</source>
        <translation>In %1, %2 has weight %3 on its slider and %4 has %5. You drag %2 to %6; the other sliders make room so that the weights still sum to 1. What weight does %4 get?</translation>
    </message>
    <message>
        <source>The other words keep their proportions and share the %1 left over: %2 × %1 / %3 = %4.</source>
        <translation>The other words keep their proportions and share the %1 left over: %2 × %1 / %3 = %4.</translation>
    </message>
    <message>
        <source>All the other weights were 0, so the %1 other words share the %2 left over equally: %2 / %1 = %3.</source>
        <translation>All the other weights were 0, so the %1 other words share the %2 left over equally: %2 / %1 = %3.</translation>
    </message>
    <message>
        <source>One random query, %1 random keys of d = %2 numbers each, softmax of q·k without dividing by √d. Roughly how large is the largest weight?</source>
        <translation>One random query, %1 random keys of d = %2 numbers each, softmax of q·k without dividing by √d. Roughly how large is the largest weight?</translation>
    </message>
    <message>
        <source>It is %1. The scores of random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4), so the largest one is far ahead of the rest and softmax gives it almost everything.</source>
        <translation>It is %1. The scores of random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4), so the largest one is far ahead of the rest and softmax gives it almost everything.</translation>
    </message>
    <message>
        <source>It is %1: the scores of these random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4).</source>
        <translation>It is %1: the scores of these random %2-dimensional vectors spread with a standard deviation of %3 (√%2 = %4).</translation>
    </message>
    <message>
        <source>The same query and keys (d = %1), but the scores are divided by √%1 = %2 before softmax. Is the largest weight then smaller, the same or larger than without?</source>
        <translation>The same query and keys (d = %1), but the scores are divided by √%1 = %2 before softmax. Is the largest weight then smaller, the same or larger than without?</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Smaller</translation>
    </message>
    <message>
        <source>About the same</source>
        <translation>About the same</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Larger</translation>
    </message>
    <message>
        <source>%1 with scaling against %2 without: dividing by %3 brings the scores closer together, so softmax stays soft and every key keeps some weight.</source>
        <translation>%1 with scaling against %2 without: dividing by %3 brings the scores closer together, so softmax stays soft and every key keeps some weight.</translation>
    </message>
    <message>
        <source>%1 with scaling against %2 without, for these random vectors.</source>
        <translation>%1 with scaling against %2 without, for these random vectors.</translation>
    </message>
    <message>
        <source>In the long example (“%1”, %2 words), how strongly does word 1, “%3”, still act on the result %4 words later? Whose influence is larger there: the RNN&apos;s or attention&apos;s?</source>
        <translation>In the long example (“%1”, %2 words), how strongly does word 1, “%3”, still act on the result %4 words later? Whose influence is larger there: the RNN&apos;s or attention&apos;s?</translation>
    </message>
    <message>
        <source>The RNN&apos;s</source>
        <translation>The RNN&apos;s</translation>
    </message>
    <message>
        <source>Attention&apos;s</source>
        <translation>Attention&apos;s</translation>
    </message>
    <message>
        <source>Attention&apos;s: %1 against the RNN&apos;s %2. The RNN hands word 1 on through %3 steps and each one shrinks it; attention reaches every word in one step.</source>
        <translation>Attention&apos;s: %1 against the RNN&apos;s %2. The RNN hands word 1 on through %3 steps and each one shrinks it; attention reaches every word in one step.</translation>
    </message>
    <message>
        <source>A tie: both are %1 at this distance, so either answer counts.</source>
        <translation>A tie: both are %1 at this distance, so either answer counts.</translation>
    </message>
    <message>
        <source>The RNN&apos;s: %1 against attention&apos;s %2 at this distance, with these vectors and this temperature; attention&apos;s weight on word 1 is small here.</source>
        <translation>The RNN&apos;s: %1 against attention&apos;s %2 at this distance, with these vectors and this temperature; attention&apos;s weight on word 1 is small here.</translation>
    </message>
    <message>
        <source>Self-attention on n words of d = %1 numbers does 2·n²·d multiply-adds, the RNN with a state of h = %2 numbers n·d·h + n·h². From how many words on does attention do more?</source>
        <translation>Self-attention on n words of d = %1 numbers does 2·n²·d multiply-adds, the RNN with a state of h = %2 numbers n·d·h + n·h². From how many words on does attention do more?</translation>
    </message>
    <message>
        <source>From n = %1: attention does %2 multiply-adds there against the RNN&apos;s %3, while at n = %4 it does %5 against %6. It still takes one step instead of n.</source>
        <translation>From n = %1: attention does %2 multiply-adds there against the RNN&apos;s %3, while at n = %4 it does %5 against %6. It still takes one step instead of n.</translation>
    </message>
    <message>
        <source>How many steps, each waiting for the one before, does the RNN need to read %1?</source>
        <translation>How many steps, each waiting for the one before, does the RNN need to read %1?</translation>
    </message>
    <message>
        <source>%1: the state at word t needs the state at word t − 1, so the %2 words are read one after another. Self-attention needs %3 step for all of them.</source>
        <translation>%1: the state at word t needs the state at word t − 1, so the %2 words are read one after another. Self-attention needs %3 step for all of them.</translation>
    </message>
    <message>
        <source>Before the scores are shown: in %1, which word will %2 attend to most?</source>
        <translation>Before the scores are shown: in %1, which word will %2 attend to most?</translation>
    </message>
    <message>
        <source>A tie: %1 each get %2 from %3, because their scores are equal (%4), so each of them counts.</source>
        <translation>A tie: %1 each get %2 from %3, because their scores are equal (%4), so each of them counts.</translation>
    </message>
    <message>
        <source>%1 gives itself the most weight, %2, because %3 is its highest score; softmax keeps the order of the scores.</source>
        <translation>%1 gives itself the most weight, %2, because %3 is its highest score; softmax keeps the order of the scores.</translation>
    </message>
    <message>
        <source>%1 gives %2 the most weight, %3, because %4 is its highest score; softmax keeps the order of the scores.</source>
        <translation>%1 gives %2 the most weight, %3, because %4 is its highest score; softmax keeps the order of the scores.</translation>
    </message>
    <message>
        <source>In %1, the weights of %2 have an entropy of %3 at temperature %4. What happens to the entropy as the temperature goes towards 0?</source>
        <translation>In %1, the weights of %2 have an entropy of %3 at temperature %4. What happens to the entropy as the temperature goes towards 0?</translation>
    </message>
    <message>
        <source>It falls</source>
        <translation>It falls</translation>
    </message>
    <message>
        <source>It stays the same</source>
        <translation>It stays the same</translation>
    </message>
    <message>
        <source>It rises</source>
        <translation>It rises</translation>
    </message>
    <message>
        <source>It stays at %1: all scores of %2 are equal (%3), so every temperature gives the same weights.</source>
        <translation>It stays at %1: all scores of %2 are equal (%3), so every temperature gives the same weights.</translation>
    </message>
    <message>
        <source>It rises from %1 to %2 nats at T = %3.</source>
        <translation>It rises from %1 to %2 nats at T = %3.</translation>
    </message>
    <message>
        <source>It falls from %1 to %2 nats at T = %3, but not to 0: the %4 equal highest scores, of %5, share %6 of the weight between them (ln %4 = %7).</source>
        <translation>It falls from %1 to %2 nats at T = %3, but not to 0: the %4 equal highest scores, of %5, share %6 of the weight between them (ln %4 = %7).</translation>
    </message>
    <message>
        <source>It falls from %1 to %2 nats at T = %3: dividing by a small temperature stretches the gaps between the scores, so the highest one, %4, takes %5 of the weight.</source>
        <translation>It falls from %1 to %2 nats at T = %3: dividing by a small temperature stretches the gaps between the scores, so the highest one, %4, takes %5 of the weight.</translation>
    </message>
    <message>
        <source>In %1, at temperature %2 instead of %3: what weight will %4 give %5?</source>
        <translation>In %1, at temperature %2 instead of %3: what weight will %4 give %5?</translation>
    </message>
    <message>
        <source>Every score is divided by %1 first, then softmax: %2. At %3 it was %4.</source>
        <translation>Every score is divided by %1 first, then softmax: %2. At %3 it was %4.</translation>
    </message>
    <message>
        <source>Sentence 1 is “%1”, sentence 2 is “%2”. Is the static vector of “%3” the same in both sentences?</source>
        <translation>Sentence 1 is “%1”, sentence 2 is “%2”. Is the static vector of “%3” the same in both sentences?</translation>
    </message>
    <message>
        <source>Different: the two vectors are (%1) and (%2), cosine similarity %3.</source>
        <translation>Different: the two vectors are (%1) and (%2), cosine similarity %3.</translation>
    </message>
    <message>
        <source>The same: “%1” is not in the vocabulary, so it gets a made-up vector worked out from its letters alone, (%2) in both sentences; cosine similarity %3.</source>
        <translation>The same: “%1” is not in the vocabulary, so it gets a made-up vector worked out from its letters alone, (%2) in both sentences; cosine similarity %3.</translation>
    </message>
    <message>
        <source>The same: a static vector is looked up in the vocabulary, not worked out from the sentence, so “%1” is (%2) in both; cosine similarity %3. Nothing in it can tell the two meanings apart.</source>
        <translation>The same: a static vector is looked up in the vocabulary, not worked out from the sentence, so “%1” is (%2) in both; cosine similarity %3. Nothing in it can tell the two meanings apart.</translation>
    </message>
    <message>
        <source>In %1, which other word has the static vector most like that of %2 (the highest cosine similarity)?</source>
        <translation>In %1, which other word has the static vector most like that of %2 (the highest cosine similarity)?</translation>
    </message>
    <message>
        <source>A tie: %1 all have cosine similarity %2 with %3, so each of them counts.</source>
        <translation>A tie: %1 all have cosine similarity %2 with %3, so each of them counts.</translation>
    </message>
    <message>
        <source>%1 is the only other word: cosine similarity %2 with %3.</source>
        <translation>%1 is the only other word: cosine similarity %2 with %3.</translation>
    </message>
    <message>
        <source>%1 has cosine similarity %2 with %3, the highest in the sentence; next comes %4 with %5.</source>
        <translation>%1 has cosine similarity %2 with %3, the highest in the sentence; next comes %4 with %5.</translation>
    </message>
    <message>
        <source>Step 1 stacks the vectors of %1 into X%2. What does print(tuple(X%2.shape)) print?</source>
        <translation>Step 1 stacks the vectors of %1 into X%2. What does print(tuple(X%2.shape)) print?</translation>
    </message>
    <message>
        <source>%1: torch.stack puts the %2 word vectors on top of each other, one row per word, and every vector has %3 numbers.</source>
        <translation>%1: torch.stack puts the %2 word vectors on top of each other, one row per word, and every vector has %3 numbers.</translation>
    </message>
    <message>
        <source>Step 2 prints scores%1 = X%1 @ X%1[q%1] / temperature, the scores of %2 in %3. Which number does it print for %4?</source>
        <translation>Step 2 prints scores%1 = X%1 @ X%1[q%1] / temperature, the scores of %2 in %3. Which number does it print for %4?</translation>
    </message>
    <message>
        <source>%1 (printed with four decimals: %2).</source>
        <translation>%1 (printed with four decimals: %2).</translation>
    </message>
    <message>
        <source>Step 3 prints weights%1 = torch.softmax(scores%1, dim=0), the weights of %2 in %3. Which number does it print for %4?</source>
        <translation>Step 3 prints weights%1 = torch.softmax(scores%1, dim=0), the weights of %2 in %3. Which number does it print for %4?</translation>
    </message>
    <message>
        <source>“%1” (word %2)</source>
        <translation>“%1” (word %2)</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1 (word %2)</source>
        <translation>%1 (word %2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>sentence %1 (%2)</source>
        <translation>sentence %1 (%2)</translation>
    </message>
    <message>
        <source>Before any training: a read-out learns the sense of %1 from the training sentences, once from the word&apos;s static vector and once from its contextual vector of chapters 2-5 (attention with no parameters). Which tells the senses apart better on the %2 test sentences?</source>
        <translation>Before any training: a read-out learns the sense of %1 from the training sentences, once from the word&apos;s static vector and once from its contextual vector of chapters 2-5 (attention with no parameters). Which tells the senses apart better on the %2 test sentences?</translation>
    </message>
    <message>
        <source>The static vector</source>
        <translation>The static vector</translation>
    </message>
    <message>
        <source>The contextual vector</source>
        <translation>The contextual vector</translation>
    </message>
    <message>
        <source>Neither: both do the same</source>
        <translation>Neither: both do the same</translation>
    </message>
    <message>
        <source>From the static vector %1 of the test sentences are right, from the contextual vector %2.</source>
        <translation>From the static vector %1 of the test sentences are right, from the contextual vector %2.</translation>
    </message>
    <message>
        <source>A static vector is the same in both senses, so its read-out must give both the same answer; the neighbours that attention mixes in tell them apart. Learning W_Q, W_K and W_V, this chapter&apos;s model goes further.</source>
        <translation>A static vector is the same in both senses, so its read-out must give both the same answer; the neighbours that attention mixes in tell them apart. Learning W_Q, W_K and W_V, this chapter&apos;s model goes further.</translation>
    </message>
    <message>
        <source>Train the chapter&apos;s model with the settings it starts with (%1 head, d_k = %2, %3 steps). Afterwards, which word of sentence 1 will “%4” look at most?</source>
        <translation>Train the chapter&apos;s model with the settings it starts with (%1 head, d_k = %2, %3 steps). Afterwards, which word of sentence 1 will “%4” look at most?</translation>
    </message>
    <message>
        <source>After %1 steps “%2” gives %3 a weight of %4, more than any other word of the sentence, and the model reads “%2” as %5 (%6 sure). Train the page with these settings to watch the weights move there.</source>
        <translation>After %1 steps “%2” gives %3 a weight of %4, more than any other word of the sentence, and the model reads “%2” as %5 (%6 sure). Train the page with these settings to watch the weights move there.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::RnnChainView</name>
    <message>
        <source>No words to read.</source>
        <translation>No words to read.</translation>
    </message>
    <message>
        <source>Bars: the state %1 after each word (%2 numbers)</source>
        <translation>Bars: the state %1 after each word (%2 numbers)</translation>
    </message>
    <message>
        <source>Words %1–%2 of %3</source>
        <translation>Words %1–%2 of %3</translation>
    </message>
    <message>
        <source>“%1”, word %2: %3 = (%4)</source>
        <translation>“%1”, word %2: %3 = (%4)</translation>
    </message>
    <message>
        <source>“%1”, word %2: not read yet</source>
        <translation>“%1”, word %2: not read yet</translation>
    </message>
    <message>
        <source>RNN reading the sentence word by word</source>
        <translation>RNN reading the sentence word by word</translation>
    </message>
    <message>
        <source>No word read yet; %1 words to go, one step each.</source>
        <translation>No word read yet; %1 words to go, one step each.</translation>
    </message>
    <message>
        <source>Step %1 of %2: reading “%3”.</source>
        <translation>Step %1 of %2: reading “%3”.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::RnnPage</name>
    <message>
        <source>The RNN reads one word per tick</source>
        <translation>The RNN reads one word per tick</translation>
    </message>
    <message>
        <source>The RNN needed %1 steps, one after another; attention was done after 1</source>
        <translation>The RNN needed %1 steps, one after another; attention was done after 1</translation>
    </message>
    <message>
        <source>6 · RNN versus attention</source>
        <translation>6 · RNN versus attention</translation>
    </message>
    <message>
        <source>S&amp;entence:</source>
        <translation>S&amp;entence:</translation>
    </message>
    <message>
        <source>The sentence the RNN and attention read</source>
        <translation>The sentence the RNN and attention read</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>Let the RNN read one word per tick, until the end of the sentence</source>
        <translation>Let the RNN read one word per tick, until the end of the sentence</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>Stop the reading where it is</source>
        <translation>Stop the reading where it is</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Step</translation>
    </message>
    <message>
        <source>Read the next word: one sequential step</source>
        <translation>Read the next word: one sequential step</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Go back to before the first word</source>
        <translation>Go back to before the first word</translation>
    </message>
    <message>
        <source>How many steps each has taken: the RNN needs one per word, attention needs one in all</source>
        <translation>How many steps each has taken: the RNN needs one per word, attention needs one in all</translation>
    </message>
    <message>
        <source>Influence of word 1</source>
        <translation>Influence of word 1</translation>
    </message>
    <message>
        <source>Steps and path length</source>
        <translation>Steps and path length</translation>
    </message>
    <message>
        <source>Table 1 of the 2017 paper</source>
        <translation>Table 1 of the 2017 paper</translation>
    </message>
    <message>
        <source>How strongly the first word still acts on each later word</source>
        <translation>How strongly the first word still acts on each later word</translation>
    </message>
    <message>
        <source>How many steps and hops each needs, for sentences of 1 to %1 words</source>
        <translation>How many steps and hops each needs, for sentences of 1 to %1 words</translation>
    </message>
    <message>
        <source>The comparison in “Attention Is All You Need”, next to the numbers of this sentence</source>
        <translation>The comparison in “Attention Is All You Need”, next to the numbers of this sentence</translation>
    </message>
    <message>
        <source>&amp;Current sentence</source>
        <translation>&amp;Current sentence</translation>
    </message>
    <message>
        <source>Plot the sentence shown above</source>
        <translation>Plot the sentence shown above</translation>
    </message>
    <message>
        <source>Distance from word 1 (words)</source>
        <translation>Distance from word 1 (words)</translation>
    </message>
    <message>
        <source>Chart: influence of the first word against distance</source>
        <translation>Chart: influence of the first word against distance</translation>
    </message>
    <message>
        <source>RNN: size of ∂h_t/∂x_1, how much the state at word t changes when word 1 changes.
Self-attention: size of ∂y_t/∂x_1, the same for the output of word t.</source>
        <translation>RNN: size of ∂h_t/∂x_1, how much the state at word t changes when word 1 changes.
Self-attention: size of ∂y_t/∂x_1, the same for the output of word t.</translation>
    </message>
    <message>
        <source>Sequential steps and maximum path length, by sentence length</source>
        <translation>Sequential steps and maximum path length, by sentence length</translation>
    </message>
    <message>
        <source>RNN: sequential steps</source>
        <translation>RNN: sequential steps</translation>
    </message>
    <message>
        <source>RNN: maximum path length</source>
        <translation>RNN: maximum path length</translation>
    </message>
    <message>
        <source>Self-attention: sequential steps</source>
        <translation>Self-attention: sequential steps</translation>
    </message>
    <message>
        <source>Self-attention: maximum path length</source>
        <translation>Self-attention: maximum path length</translation>
    </message>
    <message>
        <source>Sentence length n (words, log scale)</source>
        <translation>Sentence length n (words, log scale)</translation>
    </message>
    <message>
        <source>Chart: sequential steps and path length against sentence length</source>
        <translation>Chart: sequential steps and path length against sentence length</translation>
    </message>
    <message>
        <source>&lt;b&gt;“Attention Is All You Need”&lt;/b&gt; (Vaswani et al., 2017), Table 1. The paper built the Transformer on attention alone.</source>
        <translation>&lt;b&gt;“Attention Is All You Need”&lt;/b&gt; (Vaswani et al., 2017), Table 1. The paper built the Transformer on attention alone.</translation>
    </message>
    <message>
        <source>n: sequence length (words in the sentence)
d: representation dimension (numbers per word vector)
k: kernel size of the convolution
r: size of the neighbourhood in restricted self-attention</source>
        <translation>n: sequence length (words in the sentence)
d: representation dimension (numbers per word vector)
k: kernel size of the convolution
r: size of the neighbourhood in restricted self-attention</translation>
    </message>
    <message>
        <source>Table 1 of “Attention Is All You Need”</source>
        <translation>Table 1 of “Attention Is All You Need”</translation>
    </message>
    <message>
        <source>&lt;i&gt;n&lt;/i&gt;: sentence length · &lt;i&gt;d&lt;/i&gt;: size of a word vector · &lt;i&gt;k&lt;/i&gt;: kernel size of a convolution · &lt;i&gt;r&lt;/i&gt;: neighbourhood size of restricted self-attention</source>
        <translation>&lt;i&gt;n&lt;/i&gt;: sentence length · &lt;i&gt;d&lt;/i&gt;: size of a word vector · &lt;i&gt;k&lt;/i&gt;: kernel size of a convolution · &lt;i&gt;r&lt;/i&gt;: neighbourhood size of restricted self-attention</translation>
    </message>
    <message>
        <source>Costs counted on this sentence</source>
        <translation>Costs counted on this sentence</translation>
    </message>
    <message>
        <source>Hover a number to see how it was counted</source>
        <translation>Hover a number to see how it was counted</translation>
    </message>
    <message>
        <source>Self-Attention</source>
        <translation>Self-Attention</translation>
    </message>
    <message>
        <source>Recurrent</source>
        <translation>Recurrent</translation>
    </message>
    <message>
        <source>Convolutional</source>
        <translation>Convolutional</translation>
    </message>
    <message>
        <source>Self-Attention (restricted)</source>
        <translation>Self-Attention (restricted)</translation>
    </message>
    <message>
        <source>Complexity per Layer</source>
        <translation>Complexity per Layer</translation>
    </message>
    <message>
        <source>Sequential Operations</source>
        <translation>Sequential Operations</translation>
    </message>
    <message>
        <source>Maximum Path Length</source>
        <translation>Maximum Path Length</translation>
    </message>
    <message>
        <source>RNN: state h_t</source>
        <translation>RNN: state h_t</translation>
    </message>
    <message>
        <source>Self-attention: output y_t (T = %1)</source>
        <translation>Self-attention: output y_t (T = %1)</translation>
    </message>
    <message>
        <source>long example</source>
        <translation>long example</translation>
    </message>
    <message>
        <source>current sentence</source>
        <translation>current sentence</translation>
    </message>
    <message>
        <source>Influence of word 1 (%1 has no words)</source>
        <translation>Influence of word 1 (%1 has no words)</translation>
    </message>
    <message>
        <source>Influence of word 1, “%1”, on every later word (%2, %3 words)</source>
        <translation>Influence of word 1, “%1”, on every later word (%2, %3 words)</translation>
    </message>
    <message>
        <source>This sentence (n = %1)</source>
        <translation>This sentence (n = %1)</translation>
    </message>
    <message>
        <source>This sentence (n = %1, off the chart)</source>
        <translation>This sentence (n = %1, off the chart)</translation>
    </message>
    <message>
        <source>RNN: step %1 of %2 · Attention: step %3 of 1</source>
        <translation>RNN: step %1 of %2 · Attention: step %3 of 1</translation>
    </message>
    <message>
        <source>RNN: one word per step, %1 steps in a row</source>
        <translation>RNN: one word per step, %1 steps in a row</translation>
    </message>
    <message>
        <source>Self-attention: every pair at once, in 1 step</source>
        <translation>Self-attention: every pair at once, in 1 step</translation>
    </message>
    <message>
        <source>&amp;Long example (%1 words)</source>
        <translation>&amp;Long example (%1 words)</translation>
    </message>
    <message>
        <source>Plot a built-in sentence of about 30 words, where the RNN&apos;s fading is plain:
%1</source>
        <translation>Plot a built-in sentence of about 30 words, where the RNN&apos;s fading is plain:
%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counted here&lt;/b&gt; for sentence %1: n = %2 words, d = %3, h = %4</source>
        <translation>&lt;b&gt;Counted here&lt;/b&gt; for sentence %1: n = %2 words, d = %3, h = %4</translation>
    </message>
    <message>
        <source>From n = %1 words on, self-attention does more multiply-adds than this RNN, yet it still needs 1 step instead of n.</source>
        <translation>From n = %1 words on, self-attention does more multiply-adds than this RNN, yet it still needs 1 step instead of n.</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>This sentence has no words yet: type one in the sentence bar above.</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 words get attention lines, so that the picture stays readable; the charts and the table use all %2 words.</source>
        <translation>Only the first %1 of %2 words get attention lines, so that the picture stays readable; the charts and the table use all %2 words.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Before attention, a &lt;b&gt;recurrent neural network&lt;/b&gt; (RNN) read a sentence one word per step, passing one small state vector along. Two weaknesses: &lt;b&gt;distant words fade&lt;/b&gt;, because word 1 has to pass through every later step and weakens each time; and &lt;b&gt;nothing runs in parallel&lt;/b&gt;, because step &lt;i&gt;t&lt;/i&gt; waits for step &lt;i&gt;t&lt;/i&gt; − 1, so &lt;i&gt;L&lt;/i&gt; words take &lt;i&gt;L&lt;/i&gt; steps. Self-attention changed both: &lt;b&gt;any two words interact directly, in a single step&lt;/b&gt;, however far apart. Press &lt;i&gt;Play&lt;/i&gt; or &lt;i&gt;Step&lt;/i&gt; to watch both read the sentence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Before attention, a &lt;b&gt;recurrent neural network&lt;/b&gt; (RNN) read a sentence one word per step, passing one small state vector along. Two weaknesses: &lt;b&gt;distant words fade&lt;/b&gt;, because word 1 has to pass through every later step and weakens each time; and &lt;b&gt;nothing runs in parallel&lt;/b&gt;, because step &lt;i&gt;t&lt;/i&gt; waits for step &lt;i&gt;t&lt;/i&gt; − 1, so &lt;i&gt;L&lt;/i&gt; words take &lt;i&gt;L&lt;/i&gt; steps. Self-attention changed both: &lt;b&gt;any two words interact directly, in a single step&lt;/b&gt;, however far apart. Press &lt;i&gt;Play&lt;/i&gt; or &lt;i&gt;Step&lt;/i&gt; to watch both read the sentence.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Influence (log scale)</source>
        <translation>Influence (log scale)</translation>
    </message>
    <message>
        <source>RNN</source>
        <translation>RNN</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <translation>Self-attention</translation>
    </message>
    <message>
        <source>Sequential steps: operations that must run one after another.
Maximum path length: operations between word 1 and the last word&apos;s result.</source>
        <translation>Sequential steps: operations that must run one after another.
Maximum path length: operations between word 1 and the last word&apos;s result.</translation>
    </message>
    <message>
        <source>Count (log scale)</source>
        <translation>Count (log scale)</translation>
    </message>
    <message>
        <source>The RNN needs one step per word, and word 1 reaches word &lt;i&gt;n&lt;/i&gt; only through &lt;i&gt;n&lt;/i&gt; cells. Self-attention needs 1 step and 1 hop at any length. Thin lines: sequential steps; wide pale lines: maximum path length (for each of the two, they coincide).</source>
        <translation>The RNN needs one step per word, and word 1 reaches word &lt;i&gt;n&lt;/i&gt; only through &lt;i&gt;n&lt;/i&gt; cells. Self-attention needs 1 step and 1 hop at any length. Thin lines: sequential steps; wide pale lines: maximum path length (for each of the two, they coincide).</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;How to read it.&lt;/b&gt; &lt;i&gt;Complexity per layer&lt;/i&gt; is the arithmetic: self-attention compares every pair of words (n²), a recurrent layer multiplies its state by a d × d matrix at every word (d²), so attention is the cheaper one while sentences are shorter than the vectors are long. &lt;i&gt;Sequential operations&lt;/i&gt; is what has to wait: the recurrent layer&apos;s n steps cannot run side by side on a GPU, attention&apos;s single step can. &lt;i&gt;Maximum path length&lt;/i&gt; is how many operations a signal crosses between two words: the shorter it is, the easier it is to learn how distant words depend on each other, and for attention it is 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;How to read it.&lt;/b&gt; &lt;i&gt;Complexity per layer&lt;/i&gt; is the arithmetic: self-attention compares every pair of words (n²), a recurrent layer multiplies its state by a d × d matrix at every word (d²), so attention is the cheaper one while sentences are shorter than the vectors are long. &lt;i&gt;Sequential operations&lt;/i&gt; is what has to wait: the recurrent layer&apos;s n steps cannot run side by side on a GPU, attention&apos;s single step can. &lt;i&gt;Maximum path length&lt;/i&gt; is how many operations a signal crosses between two words: the shorter it is, the easier it is to learn how distant words depend on each other, and for attention it is 1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Computing the influence of word 1 on %1 words…</source>
        <translation>Computing the influence of word 1 on %1 words…</translation>
    </message>
    <message>
        <source>The RNN reading word by word</source>
        <translation>The RNN reading word by word</translation>
    </message>
    <message>
        <source>Attention connecting every pair</source>
        <translation>Attention connecting every pair</translation>
    </message>
    <message>
        <source>Influence of the first word</source>
        <translation>Influence of the first word</translation>
    </message>
    <message>
        <source>Sequential steps by sentence length</source>
        <translation>Sequential steps by sentence length</translation>
    </message>
    <message>
        <source>&lt;b&gt;Influence&lt;/b&gt; of word 1 on word &lt;i&gt;t&lt;/i&gt;: how much the result at word &lt;i&gt;t&lt;/i&gt; changes when the first word&apos;s vector changes a little, the size of ∂output&lt;sub&gt;t&lt;/sub&gt;/∂x&lt;sub&gt;1&lt;/sub&gt; (for the RNN the result is its state h&lt;sub&gt;t&lt;/sub&gt;, for attention the output y&lt;sub&gt;t&lt;/sub&gt;). Large: word &lt;i&gt;t&lt;/i&gt; still feels word 1; near 0: word 1 is forgotten. The RNN here is not trained: its weights are fixed numbers from a random-number generator started at the seed %1 (the date the 2017 paper appeared), the same on every machine, with W&lt;sub&gt;h&lt;/sub&gt; scaled so that each step passes on at most %2 of a change.</source>
        <translation>&lt;b&gt;Influence&lt;/b&gt; of word 1 on word &lt;i&gt;t&lt;/i&gt;: how much the result at word &lt;i&gt;t&lt;/i&gt; changes when the first word&apos;s vector changes a little, the size of ∂output&lt;sub&gt;t&lt;/sub&gt;/∂x&lt;sub&gt;1&lt;/sub&gt; (for the RNN the result is its state h&lt;sub&gt;t&lt;/sub&gt;, for attention the output y&lt;sub&gt;t&lt;/sub&gt;). Large: word &lt;i&gt;t&lt;/i&gt; still feels word 1; near 0: word 1 is forgotten. The RNN here is not trained: its weights are fixed numbers from a random-number generator started at the seed %1 (the date the 2017 paper appeared), the same on every machine, with W&lt;sub&gt;h&lt;/sub&gt; scaled so that each step passes on at most %2 of a change.</translation>
    </message>
    <message>
        <source>On these %1 words the RNN&apos;s curve falls: word 1 reaches word &lt;i&gt;t&lt;/i&gt; only through every cell in between, and each passes on at most %2 of it. Attention&apos;s curve does not fall with distance: word 1 reaches every word directly, in one step.</source>
        <translation>On these %1 words the RNN&apos;s curve falls: word 1 reaches word &lt;i&gt;t&lt;/i&gt; only through every cell in between, and each passes on at most %2 of it. Attention&apos;s curve does not fall with distance: word 1 reaches every word directly, in one step.</translation>
    </message>
    <message>
        <source>These %1 words are too few for the fading to show: so close to word 1 the RNN still carries most of it.</source>
        <translation>These %1 words are too few for the fading to show: so close to word 1 the RNN still carries most of it.</translation>
    </message>
    <message>
        <source>Here attention&apos;s curve even lies below the RNN&apos;s (distance %1): the two are different computations, so compare how each changes with distance, not their heights.</source>
        <translation>Here attention&apos;s curve even lies below the RNN&apos;s (distance %1): the two are different computations, so compare how each changes with distance, not their heights.</translation>
    </message>
    <message>
        <source>The long example (%1 words) makes the point: there the RNN&apos;s curve falls by orders of magnitude while attention&apos;s does not fall with distance.</source>
        <translation>The long example (%1 words) makes the point: there the RNN&apos;s curve falls by orders of magnitude while attention&apos;s does not fall with distance.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Long example&lt;/b&gt; (%1 words): %2</source>
        <translation>&lt;b&gt;Long example&lt;/b&gt; (%1 words): %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::ScoringPage</name>
    <message>
        <source>Query word is now “%1”</source>
        <translation>Query word is now “%1”</translation>
    </message>
    <message>
        <source>3 · Score, then softmax</source>
        <translation>3 · Score, then softmax</translation>
    </message>
    <message>
        <source>&lt;p&gt;More related words should get more weight. Relatedness is measured by the &lt;b&gt;dot product&lt;/b&gt; of two vectors: multiply matching components and add them up (a cosine similarity without dividing by the lengths). Scores can be negative and do not sum to 1, so &lt;b&gt;softmax&lt;/b&gt; turns them into weights: every weight lands between 0 and 1, they sum to exactly 1, and a higher score gets a larger weight. The &lt;b&gt;temperature&lt;/b&gt; divides the scores first: low sharpens, high flattens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;More related words should get more weight. Relatedness is measured by the &lt;b&gt;dot product&lt;/b&gt; of two vectors: multiply matching components and add them up (a cosine similarity without dividing by the lengths). Scores can be negative and do not sum to 1, so &lt;b&gt;softmax&lt;/b&gt; turns them into weights: every weight lands between 0 and 1, they sum to exactly 1, and a higher score gets a larger weight. The &lt;b&gt;temperature&lt;/b&gt; divides the scores first: low sharpens, high flattens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Sentence:</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperature:</translation>
    </message>
    <message>
        <source>Divide the scores by this number before softmax</source>
        <translation>Divide the scores by this number before softmax</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>Dot-product scores of the query word</source>
        <translation>Dot-product scores of the query word</translation>
    </message>
    <message>
        <source>Softmax weights of the query word</source>
        <translation>Softmax weights of the query word</translation>
    </message>
    <message>
        <source>Step 1: scores of “%1” (dot products)</source>
        <translation>Step 1: scores of “%1” (dot products)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Step 2: weights of “%1” (softmax)</source>
        <translation>Step 2: weights of “%1” (softmax)</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>word</source>
        <translation>word</translation>
    </message>
    <message>
        <source>Entropy of the weights: %1 (uniform: %2). Lower means sharper.</source>
        <translation>Entropy of the weights: %1 (uniform: %2). Lower means sharper.</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>This sentence has no words yet: type one in the sentence bar above.</translation>
    </message>
    <message>
        <source>The charts and formulas show the first %1 of %2 words.</source>
        <translation>The charts and formulas show the first %1 of %2 words.</translation>
    </message>
    <message>
        <source>Click a word (or Tab to the words, move with the arrow keys and press Enter) to make it the query word; the bars under the words are its weights.</source>
        <translation>Click a word (or Tab to the words, move with the arrow keys and press Enter) to make it the query word; the bars under the words are its weights.</translation>
    </message>
    <message>
        <source>The words of the sentence. Arrow keys move between them; Enter makes the marked word the query word. Hover a word to see its vector.</source>
        <translation>The words of the sentence. Arrow keys move between them; Enter makes the marked word the query word. Hover a word to see its vector.</translation>
    </message>
    <message>
        <source>The sentence whose scores and weights are shown</source>
        <translation>The sentence whose scores and weights are shown</translation>
    </message>
    <message>
        <source>The arithmetic with the query word’s numbers; the arrow keys scroll it</source>
        <translation>The arithmetic with the query word’s numbers; the arrow keys scroll it</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>Computing the attention of %1 words…</translation>
    </message>
    <message>
        <source>Scores of the query word</source>
        <translation>Scores of the query word</translation>
    </message>
    <message>
        <source>Step 1: scores of “%1” (dot products ÷ T = %2)</source>
        <translation>Step 1: scores of “%1” (dot products ÷ T = %2)</translation>
    </message>
    <message>
        <source>score ÷ T</source>
        <translation>score ÷ T</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SenseCorpus</name>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>not JSON (%1 at byte %2)</translation>
    </message>
    <message>
        <source>not an attention-lab-sense-corpus file</source>
        <translation>not an attention-lab-sense-corpus file</translation>
    </message>
    <message>
        <source>target %1: needs a word and exactly two senses</source>
        <translation>target %1: needs a word and exactly two senses</translation>
    </message>
    <message>
        <source>sentence %1: no words, or an empty word</source>
        <translation>sentence %1: no words, or an empty word</translation>
    </message>
    <message>
        <source>sentence %1: target position %2 is not one of its %3 words</source>
        <translation>sentence %1: target position %2 is not one of its %3 words</translation>
    </message>
    <message>
        <source>sentence %1: sense must be 0 or 1</source>
        <translation>sentence %1: sense must be 0 or 1</translation>
    </message>
    <message>
        <source>sentence %1: split must be “train” or “test”</source>
        <translation>sentence %1: split must be “train” or “test”</translation>
    </message>
    <message>
        <source>needs training and test sentences</source>
        <translation>needs training and test sentences</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceBar</name>
    <message>
        <source>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</source>
        <translation>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</translation>
    </message>
    <message numerus="yes">
        <source>(%n words in all)</source>
        <translation>
            <numerusform>(%n word in all)</numerusform>
            <numerusform>(%n words in all)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Add a sentence</translation>
    </message>
    <message>
        <source>Sentence &amp;%1</source>
        <translation>Sentence &amp;%1</translation>
    </message>
    <message>
        <source>Type a sentence, with or without spaces</source>
        <translation>Type a sentence, with or without spaces</translation>
    </message>
    <message>
        <source>Sentence %1</source>
        <translation>Sentence %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>Remove sentence %1</translation>
    </message>
    <message>
        <source>Move sentence %1 up</source>
        <translation>Move sentence %1 up</translation>
    </message>
    <message>
        <source>only the first %1 words are analysed; %2 more are left out</source>
        <translation>only the first %1 words are analysed; %2 more are left out</translation>
    </message>
    <message>
        <source>Sentence %1: every chapter follows it as you type</source>
        <translation>Sentence %1: every chapter follows it as you type</translation>
    </message>
    <message>
        <source>The words as the vocabulary reads them. A word marked ? is unknown: click it, or Tab to it and press Enter, to add it</source>
        <translation>The words as the vocabulary reads them. A word marked ? is unknown: click it, or Tab to it and press Enter, to add it</translation>
    </message>
    <message>
        <source>words marked ? are not in the vocabulary, so their vectors are made up: click one to add it</source>
        <translation>words marked ? are not in the vocabulary, so their vectors are made up: click one to add it</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceChips</name>
    <message>
        <source>Words of the sentence</source>
        <translation>Words of the sentence</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 words.</source>
        <translation>Showing the first %1 of %2 words.</translation>
    </message>
    <message>
        <source>Current: %1. Words: %2</source>
        <extracomment>Accessible description of the word chips. %1 is the word the keyboard is on, %2 all words.</extracomment>
        <translation>Current: %1. Words: %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SentenceSelector</name>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::SequenceCostModel</name>
    <message>
        <source>n·d·h for reading the words plus n·h² for passing the state on: %1 × %2 × %3 + %1 × %4 = %5</source>
        <translation>n·d·h for reading the words plus n·h² for passing the state on: %1 × %2 × %3 + %1 × %4 = %5</translation>
    </message>
    <message>
        <source>n²·d for the scores plus n²·d for the weighted sums: 2 × %1 × %2 = %3</source>
        <translation>n²·d for the scores plus n²·d for the weighted sums: 2 × %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Each state needs the one before it: %1 steps, one per word, one after another</source>
        <translation>Each state needs the one before it: %1 steps, one per word, one after another</translation>
    </message>
    <message>
        <source>No score or sum waits for another: they can all run at once, in one step</source>
        <translation>No score or sum waits for another: they can all run at once, in one step</translation>
    </message>
    <message>
        <source>Word 1 reaches the state of word %1 only through %2 cells</source>
        <translation>Word 1 reaches the state of word %1 only through %2 cells</translation>
    </message>
    <message>
        <source>Every word reaches every other word directly, in one hop</source>
        <translation>Every word reaches every other word directly, in one hop</translation>
    </message>
    <message>
        <source>The self-attention this app computes (scores, softmax, weighted sum)</source>
        <translation>The self-attention this app computes (scores, softmax, weighted sum)</translation>
    </message>
    <message>
        <source>Self-attention</source>
        <translation>Self-attention</translation>
    </message>
    <message>
        <source>The small Elman RNN of this chapter, with a state of %1 numbers</source>
        <translation>The small Elman RNN of this chapter, with a state of %1 numbers</translation>
    </message>
    <message>
        <source>RNN (h = %1)</source>
        <translation>RNN (h = %1)</translation>
    </message>
    <message>
        <source>How much arithmetic one layer does on this sentence (the paper&apos;s “complexity per layer”)</source>
        <translation>How much arithmetic one layer does on this sentence (the paper&apos;s “complexity per layer”)</translation>
    </message>
    <message>
        <source>Multiply-adds</source>
        <translation>Multiply-adds</translation>
    </message>
    <message>
        <source>How many steps must run one after another (the paper&apos;s “sequential operations”)</source>
        <translation>How many steps must run one after another (the paper&apos;s “sequential operations”)</translation>
    </message>
    <message>
        <source>Sequential steps</source>
        <translation>Sequential steps</translation>
    </message>
    <message>
        <source>How many operations lie between word 1 and the last word&apos;s result (the paper&apos;s “maximum path length”)</source>
        <translation>How many operations lie between word 1 and the last word&apos;s result (the paper&apos;s “maximum path length”)</translation>
    </message>
    <message>
        <source>Maximum path length</source>
        <translation>Maximum path length</translation>
    </message>
</context>
<context>
    <name>AttentionLab::StaticPage</name>
    <message>
        <source>1 · One word, one vector</source>
        <translation>1 · One word, one vector</translation>
    </message>
    <message>
        <source>&lt;p&gt;Static word vectors (as in word2vec) give a word &lt;b&gt;the same vector in every sentence&lt;/b&gt;. 苹果 is a company in the first sentence and a fruit in the second, yet both get exactly the same numbers, so nothing can tell the two meanings apart. We want a &lt;i&gt;contextual&lt;/i&gt; vector: the same word, a different vector in each sentence. Hover any word to see its vector.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Static word vectors (as in word2vec) give a word &lt;b&gt;the same vector in every sentence&lt;/b&gt;. 苹果 is a company in the first sentence and a fruit in the second, yet both get exactly the same numbers, so nothing can tell the two meanings apart. We want a &lt;i&gt;contextual&lt;/i&gt; vector: the same word, a different vector in each sentence. Hover any word to see its vector.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Word in both sentences:</source>
        <translation>&amp;Word in both sentences:</translation>
    </message>
    <message>
        <source>Sentence 1: %1</source>
        <translation>Sentence 1: %1</translation>
    </message>
    <message>
        <source>Sentence 2: %1</source>
        <translation>Sentence 2: %1</translation>
    </message>
    <message>
        <source>Add a second sentence to compare the same word in two contexts.</source>
        <translation>Add a second sentence to compare the same word in two contexts.</translation>
    </message>
    <message>
        <source>No word occurs in both sentences: type one word into both, e.g. 苹果.</source>
        <translation>No word occurs in both sentences: type one word into both, e.g. 苹果.</translation>
    </message>
    <message>
        <source>Cosine similarity of the two “%1” vectors: %2</source>
        <translation>Cosine similarity of the two “%1” vectors: %2</translation>
    </message>
    <message>
        <source>The bars show the first %1 of %2 dimensions.</source>
        <translation>The bars show the first %1 of %2 dimensions.</translation>
    </message>
    <message>
        <source>A word both sentences share: its vector is shown for each</source>
        <translation>A word both sentences share: its vector is shown for each</translation>
    </message>
    <message>
        <source>Static vector, sentence 1</source>
        <translation>Static vector, sentence 1</translation>
    </message>
    <message>
        <source>Static vector, sentence 2</source>
        <translation>Static vector, sentence 2</translation>
    </message>
    <message>
        <source>Nearest words to the static “%1” (the same in both sentences): %2</source>
        <translation>Nearest words to the static “%1” (the same in both sentences): %2</translation>
    </message>
</context>
<context>
    <name>AttentionLab::StepsPage</name>
    <message>
        <source>The code is on the clipboard</source>
        <translation>The code is on the clipboard</translation>
    </message>
    <message>
        <source>The selected code is on the clipboard</source>
        <translation>The selected code is on the clipboard</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>There are no words yet: type a sentence in the sentence bar above.</source>
        <translation>There are no words yet: type a sentence in the sentence bar above.</translation>
    </message>
    <message>
        <source>There is only one sentence, so the code has nothing to compare: add a second sentence in the sentence bar.</source>
        <translation>There is only one sentence, so the code has nothing to compare: add a second sentence in the sentence bar.</translation>
    </message>
    <message>
        <source>Sentence %1 is empty: the code leaves it out.</source>
        <translation>Sentence %1 is empty: the code leaves it out.</translation>
    </message>
    <message>
        <source>The plot shows the first %1 words of each sentence.</source>
        <translation>The plot shows the first %1 words of each sentence.</translation>
    </message>
    <message>
        <source>4 · The three steps, in code</source>
        <translation>4 · The three steps, in code</translation>
    </message>
    <message>
        <source>&lt;p&gt;Score, normalise, mix: these three steps are all there is to self-attention. Here they are in PyTorch, written for the sentences above with the vectors their words have now, so the code prints the numbers you see. Step through it with &lt;b&gt;Next&lt;/b&gt; or the slider: the marked lines are the ones that run, and the picture under the code shows what they do to the vectors. The plot follows every word from its own vector (○) to its vector after attention (●).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Score, normalise, mix: these three steps are all there is to self-attention. Here they are in PyTorch, written for the sentences above with the vectors their words have now, so the code prints the numbers you see. Step through it with &lt;b&gt;Next&lt;/b&gt; or the slider: the marked lines are the ones that run, and the picture under the code shows what they do to the vectors. The plot follows every word from its own vector (○) to its vector after attention (●).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Back to the start of the code</source>
        <translation>Back to the start of the code</translation>
    </message>
    <message>
        <source>Pre&amp;vious</source>
        <translation>Pre&amp;vious</translation>
    </message>
    <message>
        <source>Go back one step</source>
        <translation>Go back one step</translation>
    </message>
    <message>
        <source>Run the steps one after another</source>
        <translation>Run the steps one after another</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>Run the next step of the code</source>
        <translation>Run the next step of the code</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Drag, or use the arrow keys, to go to a step</source>
        <translation>Drag, or use the arrow keys, to go to a step</translation>
    </message>
    <message>
        <source>&amp;Copy Code</source>
        <translation>&amp;Copy Code</translation>
    </message>
    <message>
        <source>Copy the Python code to the clipboard (Ctrl+C)</source>
        <translation>Copy the Python code to the clipboard (Ctrl+C)</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>Python code</translation>
    </message>
    <message>
        <source>What the marked lines do</source>
        <translation>What the marked lines do</translation>
    </message>
    <message>
        <source>Own vector ○ → vector after attention ●</source>
        <translation>Own vector ○ → vector after attention ●</translation>
    </message>
    <message>
        <source>Own vectors ○ (where attention moves them: from step 4)</source>
        <translation>Own vectors ○ (where attention moves them: from step 4)</translation>
    </message>
    <message>
        <source>The code for the sentences above; the marked lines run in this step</source>
        <translation>The code for the sentences above; the marked lines run in this step</translation>
    </message>
    <message>
        <source>What the marked lines do to the vectors</source>
        <translation>What the marked lines do to the vectors</translation>
    </message>
    <message>
        <source>What the step does to the vectors</source>
        <translation>What the step does to the vectors</translation>
    </message>
    <message>
        <source>Vectors before and after attention</source>
        <translation>Vectors before and after attention</translation>
    </message>
</context>
<context>
    <name>AttentionLab::TokenModel</name>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>“%1”: %2</translation>
    </message>
    <message>
        <source>“%1” (not in the vocabulary, made-up vector): %2</source>
        <translation>“%1” (not in the vocabulary, made-up vector): %2</translation>
    </message>
    <message>
        <source>Nearest words to its own vector: %1</source>
        <translation>Nearest words to its own vector: %1</translation>
    </message>
    <message>
        <source>Nearest words after attention: %1</source>
        <translation>Nearest words after attention: %1</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VectorBars</name>
    <message>
        <source>Vector of “%1”</source>
        <translation>Vector of “%1”</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 more</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VocabularyModel</name>
    <message>
        <source>“%1” is not in the vocabulary; edit a component to add it</source>
        <translation>“%1” is not in the vocabulary; edit a component to add it</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>AttentionLab::VocabularyPage</name>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every word is a list of numbers, one for each &lt;b&gt;dimension&lt;/b&gt; of meaning. Two words whose numbers point the same way get a high attention score. Change a number (double-click it, or select it and type) and watch the attention on the other pages follow. Double-click a column header to rename a dimension; import real word vectors in the word2vec or GloVe text format to try a larger vocabulary.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Every word is a list of numbers, one for each &lt;b&gt;dimension&lt;/b&gt; of meaning. Two words whose numbers point the same way get a high attention score. Change a number (double-click it, or select it and type) and watch the attention on the other pages follow. Double-click a column header to rename a dimension; import real word vectors in the word2vec or GloVe text format to try a larger vocabulary.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Find:</translation>
    </message>
    <message>
        <source>Search words…</source>
        <translation>Search words…</translation>
    </message>
    <message>
        <source>&amp;Add Word…</source>
        <translation>&amp;Add Word…</translation>
    </message>
    <message>
        <source>Add a new word and its numbers to the vocabulary</source>
        <translation>Add a new word and its numbers to the vocabulary</translation>
    </message>
    <message>
        <source>&amp;Delete Word</source>
        <translation>&amp;Delete Word</translation>
    </message>
    <message>
        <source>Remove the selected words from the vocabulary</source>
        <translation>Remove the selected words from the vocabulary</translation>
    </message>
    <message>
        <source>&amp;Rename Dimension…</source>
        <translation>&amp;Rename Dimension…</translation>
    </message>
    <message>
        <source>Give the current column’s dimension a new name</source>
        <translation>Give the current column’s dimension a new name</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>Read word vectors from a word2vec or GloVe text file</source>
        <translation>Read word vectors from a word2vec or GloVe text file</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>Save the vocabulary as a word2vec text file (the dimension names are not part of that format)</source>
        <translation>Save the vocabulary as a word2vec text file (the dimension names are not part of that format)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Words: %1 · Dimensions: %2</source>
        <translation>Words: %1 · Dimensions: %2</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Shown: %1</translation>
    </message>
    <message>
        <source>Words in &lt;i&gt;grey italics&lt;/i&gt; come from your sentences but are not in the vocabulary, so they got a made-up vector. Change one of their numbers to add them.</source>
        <translation>Words in &lt;i&gt;grey italics&lt;/i&gt; come from your sentences but are not in the vocabulary, so they got a made-up vector. Change one of their numbers to add them.</translation>
    </message>
    <message>
        <source>Added “%1”</source>
        <translation>Added “%1”</translation>
    </message>
    <message>
        <source>Deleted “%1”</source>
        <translation>Deleted “%1”</translation>
    </message>
    <message>
        <source>Deleted words: %1</source>
        <translation>Deleted words: %1</translation>
    </message>
    <message>
        <source>There is no dimension %1.</source>
        <translation>There is no dimension %1.</translation>
    </message>
    <message>
        <source>A dimension needs a name.</source>
        <translation>A dimension needs a name.</translation>
    </message>
    <message>
        <source>Imported %1 words; the vocabulary has %2 now</source>
        <translation>Imported %1 words; the vocabulary has %2 now</translation>
    </message>
    <message>
        <source>Another import is still running.</source>
        <translation>Another import is still running.</translation>
    </message>
    <message>
        <source>Import Word Vectors</source>
        <translation>Import Word Vectors</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Import cancelled; the vocabulary is unchanged</source>
        <translation>Import cancelled; the vocabulary is unchanged</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Import cancelled</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Cannot Merge</translation>
    </message>
    <message>
        <source>Replace the vocabulary with the %1 words of the file instead?</source>
        <translation>Replace the vocabulary with the %1 words of the file instead?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>Import Failed</translation>
    </message>
    <message>
        <source>The vocabulary is unchanged.</source>
        <translation>The vocabulary is unchanged.</translation>
    </message>
    <message>
        <source>Exported %1 words to %2</source>
        <translation>Exported %1 words to %2</translation>
    </message>
    <message>
        <source>Cannot Add Word</source>
        <translation>Cannot Add Word</translation>
    </message>
    <message>
        <source>Delete “%1” from the vocabulary?</source>
        <translation>Delete “%1” from the vocabulary?</translation>
    </message>
    <message>
        <source>Delete these %1 words from the vocabulary?
%2</source>
        <translation>Delete these %1 words from the vocabulary?
%2</translation>
    </message>
    <message>
        <source>Delete Word</source>
        <translation>Delete Word</translation>
    </message>
    <message>
        <source>Sentences that use a deleted word give it a made-up vector.</source>
        <translation>Sentences that use a deleted word give it a made-up vector.</translation>
    </message>
    <message>
        <source>Rename Dimension</source>
        <translation>Rename Dimension</translation>
    </message>
    <message>
        <source>Which dimension?</source>
        <translation>Which dimension?</translation>
    </message>
    <message>
        <source>New name for dimension %1 (“%2”):</source>
        <translation>New name for dimension %1 (“%2”):</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Merge</translation>
    </message>
    <message>
        <source>Export Word Vectors</source>
        <translation>Export Word Vectors</translation>
    </message>
    <message>
        <source>Word vectors, word2vec text (*.txt)</source>
        <translation>Word vectors, word2vec text (*.txt)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export Failed</translation>
    </message>
    <message>
        <source>Delete %1 words</source>
        <translation>Delete %1 words</translation>
    </message>
    <message>
        <source>Show only the words that contain this text</source>
        <translation>Show only the words that contain this text</translation>
    </message>
    <message>
        <source>Every word and its vector. Arrow keys move, F2 or typing edits a number, Delete removes the selected words</source>
        <translation>Every word and its vector. Arrow keys move, F2 or typing edits a number, Delete removes the selected words</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Merge word vectors</source>
        <translation>Merge word vectors</translation>
    </message>
    <message>
        <source>%1 has %2 words with %3 dimensions. How should they join the vocabulary?</source>
        <translation>%1 has %2 words with %3 dimensions. How should they join the vocabulary?</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Replace&lt;/b&gt;: the file’s words become the whole vocabulary.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Replace&lt;/b&gt;: the file’s words become the whole vocabulary.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Merge&lt;/b&gt;: the file’s words join the %1 words there are now; where a word is in both, the file’s numbers win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Merge&lt;/b&gt;: the file’s words join the %1 words there are now; where a word is in both, the file’s numbers win.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Merging is not possible: the vocabulary’s vectors have %1 dimensions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Merging is not possible: the vocabulary’s vectors have %1 dimensions.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keep only the &amp;first</source>
        <translation>Keep only the &amp;first</translation>
    </message>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source> words</source>
        <translation> words</translation>
    </message>
    <message>
        <source>Read only the first words of the file (0: all of them)</source>
        <translation>Read only the first words of the file (0: all of them)</translation>
    </message>
    <message>
        <source>Imported %1 words; %2 of them were cut inside a character, whose broken end now shows as �</source>
        <translation>Imported %1 words; %2 of them were cut inside a character, whose broken end now shows as �</translation>
    </message>
    <message>
        <source>File Shorter Than Announced</source>
        <translation>File Shorter Than Announced</translation>
    </message>
    <message>
        <source>Import the words that are there?</source>
        <translation>Import the words that are there?</translation>
    </message>
    <message>
        <source>Word vectors (*.txt *.vec *.bin *.glove *.w2v)</source>
        <translation>Word vectors (*.txt *.vec *.bin *.glove *.w2v)</translation>
    </message>
    <message>
        <source>Imported %1 words, read in place from %2: workspaces refer to that file, so keep it where it is, unchanged</source>
        <translation>Imported %1 words, read in place from %2: workspaces refer to that file, so keep it where it is, unchanged</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WeightSliderGroup</name>
    <message>
        <source>Weight of “%1”</source>
        <translation>Weight of “%1”</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WordLine</name>
    <message>
        <source>Unknown word: press Enter to add it to the vocabulary</source>
        <translation>Unknown word: press Enter to add it to the vocabulary</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Worksheet</name>
    <message>
        <source>The sentences</source>
        <translation>The sentences</translation>
    </message>
    <message>
        <source>Temperature: %1</source>
        <translation>Temperature: %1</translation>
    </message>
    <message>
        <source>The word vectors</source>
        <translation>The word vectors</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>* not in the vocabulary: a made-up vector.</source>
        <translation>* not in the vocabulary: a made-up vector.</translation>
    </message>
    <message>
        <source>The first %1 of %2 dimensions are shown.</source>
        <translation>The first %1 of %2 dimensions are shown.</translation>
    </message>
    <message>
        <source>%1 more words are left out.</source>
        <translation>%1 more words are left out.</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Answer: %1</translation>
    </message>
    <message>
        <source>Answer (a word): %1</source>
        <translation>Answer (a word): %1</translation>
    </message>
    <message>
        <source>%1 (a tie: each counts)</source>
        <translation>%1 (a tie: each counts)</translation>
    </message>
    <message>
        <source>Attention Lab · Answer key</source>
        <translation>Attention Lab · Answer key</translation>
    </message>
    <message>
        <source>Attention Lab · Worksheet</source>
        <translation>Attention Lab · Worksheet</translation>
    </message>
    <message>
        <source>Name: ______________    Date: __________</source>
        <translation>Name: ______________    Date: __________</translation>
    </message>
    <message>
        <source>The sentences give no questions: type some words.</source>
        <translation>The sentences give no questions: type some words.</translation>
    </message>
    <message>
        <source>The chapters&apos; figures are not printed: open the chapters in Attention Lab to see them.</source>
        <translation>The chapters&apos; figures are not printed: open the chapters in Attention Lab to see them.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>the PDF could not be made</translation>
    </message>
    <message>
        <source>The chapters&apos; figures are in the answer key: they show the answers.</source>
        <translation>The chapters&apos; figures are in the answer key: they show the answers.</translation>
    </message>
</context>
<context>
    <name>AttentionLab::WorksheetExport</name>
    <message>
        <source>“%1” must end in .pdf</source>
        <translation>“%1” must end in .pdf</translation>
    </message>
    <message>
        <source>Export Worksheet</source>
        <translation>Export Worksheet</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>worksheet.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
</context>
<context>
    <name>AttentionLab::Workspace</name>
    <message>
        <source>the workspace has no vocabulary</source>
        <translation>the workspace has no vocabulary</translation>
    </message>
    <message>
        <source>a workspace holds 1 to %1 sentences, not %2</source>
        <translation>a workspace holds 1 to %1 sentences, not %2</translation>
    </message>
    <message>
        <source>the temperature %1 is not a number greater than 0</source>
        <translation>the temperature %1 is not a number greater than 0</translation>
    </message>
    <message>
        <source>the query words or mixing weights do not match the %1 sentences</source>
        <translation>the query words or mixing weights do not match the %1 sentences</translation>
    </message>
    <message>
        <source>sentence %1 has %2 words, so word %3 cannot be its query word</source>
        <translation>sentence %1 has %2 words, so word %3 cannot be its query word</translation>
    </message>
    <message>
        <source>sentence %1 has %2 words but %3 mixing weights</source>
        <translation>sentence %1 has %2 words but %3 mixing weights</translation>
    </message>
    <message>
        <source>sentence %1 has a mixing weight that is negative or not a number</source>
        <translation>sentence %1 has a mixing weight that is negative or not a number</translation>
    </message>
    <message>
        <source>the mixing weights of sentence %1 are all 0</source>
        <translation>the mixing weights of sentence %1 are all 0</translation>
    </message>
    <message>
        <source>Edit sentence %1</source>
        <translation>Edit sentence %1</translation>
    </message>
    <message>
        <source>Replace the sentences</source>
        <translation>Replace the sentences</translation>
    </message>
    <message>
        <source>Add sentence %1</source>
        <translation>Add sentence %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>Remove sentence %1</translation>
    </message>
    <message>
        <source>Move sentence %1</source>
        <translation>Move sentence %1</translation>
    </message>
    <message>
        <source>Change the temperature</source>
        <translation>Change the temperature</translation>
    </message>
    <message>
        <source>Choose the query word “%1”</source>
        <translation>Choose the query word “%1”</translation>
    </message>
    <message>
        <source>Change the weights of sentence %1</source>
        <translation>Change the weights of sentence %1</translation>
    </message>
    <message>
        <source>Reset the weights of sentence %1</source>
        <translation>Reset the weights of sentence %1</translation>
    </message>
    <message>
        <source>Add the word “%1”</source>
        <translation>Add the word “%1”</translation>
    </message>
    <message>
        <source>Change the vector of “%1”</source>
        <translation>Change the vector of “%1”</translation>
    </message>
    <message>
        <source>Delete the word “%1”</source>
        <translation>Delete the word “%1”</translation>
    </message>
    <message>
        <source>Rename dimension %1</source>
        <translation>Rename dimension %1</translation>
    </message>
    <message>
        <source>Replace the vocabulary</source>
        <translation>Replace the vocabulary</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</source>
        <translation>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</translation>
    </message>
    <message>
        <source>A sentence to study; repeat for several (default: the lesson&apos;s two).</source>
        <translation>A sentence to study; repeat for several (default: the lesson&apos;s two).</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>Divide the scores by T before softmax (default 1).</source>
        <translation>Divide the scores by T before softmax (default 1).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Interface language: zh or en (default: zh, en on an English system).</source>
        <translation>Interface language: zh or en (default: zh, en on an English system).</translation>
    </message>
    <message>
        <source>zh|en</source>
        <translation>zh|en</translation>
    </message>
    <message>
        <source>Write tokens, vectors, scores, weights, outputs and unknown words of every sentence as JSON, then exit.</source>
        <translation>Write tokens, vectors, scores, weights, outputs and unknown words of every sentence as JSON, then exit.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>Write sentence 1&apos;s attention weights as CSV (UTF-8), then exit.</source>
        <translation>Write sentence 1&apos;s attention weights as CSV (UTF-8), then exit.</translation>
    </message>
    <message>
        <source>--sentence: at most %1 sentences, got %2</source>
        <translation>--sentence: at most %1 sentences, got %2</translation>
    </message>
    <message>
        <source>--sentence %1: the sentence is empty</source>
        <translation>--sentence %1: the sentence is empty</translation>
    </message>
    <message>
        <source>--sentence %1: “%2” has no words, only punctuation or spaces</source>
        <translation>--sentence %1: “%2” has no words, only punctuation or spaces</translation>
    </message>
    <message>
        <source>--temperature: “%1” is not a number greater than 0</source>
        <translation>--temperature: “%1” is not a number greater than 0</translation>
    </message>
    <message>
        <source>--lang: “%1” is not a supported language; use zh or en</source>
        <translation>--lang: “%1” is not a supported language; use zh or en</translation>
    </message>
    <message>
        <source>--%1: no file name given</source>
        <translation>--%1: no file name given</translation>
    </message>
    <message>
        <source>Render sentence 1&apos;s attention heatmap as a .png or .svg figure, then exit.</source>
        <translation>Render sentence 1&apos;s attention heatmap as a .png or .svg figure, then exit.</translation>
    </message>
    <message>
        <source>Pixel scale of PNG figures, 1 to 8 (default 2).</source>
        <translation>Pixel scale of PNG figures, 1 to 8 (default 2).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Open on this chapter: %1.</source>
        <translation>Open on this chapter: %1.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Render the window (on --page) to a PNG file, then exit.</source>
        <translation>Render the window (on --page) to a PNG file, then exit.</translation>
    </message>
    <message>
        <source>--scale: “%1” is not a whole number from %2 to %3</source>
        <translation>--scale: “%1” is not a whole number from %2 to %3</translation>
    </message>
    <message>
        <source>--export-heatmap: “%1” must end in .png or .svg</source>
        <translation>--export-heatmap: “%1” must end in .png or .svg</translation>
    </message>
    <message>
        <source>--page: no chapter “%1”; choose one of %2</source>
        <translation>--page: no chapter “%1”; choose one of %2</translation>
    </message>
    <message>
        <source>Load word vectors from a word2vec/GloVe text file: merged into the built-in vocabulary when the dimensions match, replacing it otherwise.</source>
        <translation>Load word vectors from a word2vec/GloVe text file: merged into the built-in vocabulary when the dimensions match, replacing it otherwise.</translation>
    </message>
    <message>
        <source>--vocab: %1</source>
        <translation>--vocab: %1</translation>
    </message>
    <message>
        <source>Show the window, print the milliseconds from start to its first painted frame, then exit (for benchmarks).</source>
        <translation>Show the window, print the milliseconds from start to its first painted frame, then exit (for benchmarks).</translation>
    </message>
    <message>
        <source>A workspace file (.attention.json) to open, or to export from.</source>
        <translation>A workspace file (.attention.json) to open, or to export from.</translation>
    </message>
    <message>
        <source>--%1 is given %2 times; give it once</source>
        <translation>--%1 is given %2 times; give it once</translation>
    </message>
    <message>
        <source>unexpected argument “%1”; the only argument without an option is a workspace file (.attention.json)</source>
        <translation>unexpected argument “%1”; the only argument without an option is a workspace file (.attention.json)</translation>
    </message>
    <message>
        <source>--grab cannot be combined with --export-json, --export-csv or --export-heatmap; run them one after the other</source>
        <translation>--grab cannot be combined with --export-json, --export-csv or --export-heatmap; run them one after the other</translation>
    </message>
    <message>
        <source>--%1: “%2” is also the file of --%3; give each output its own file</source>
        <translation>--%1: “%2” is also the file of --%3; give each output its own file</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>cannot encode the PNG image</translation>
    </message>
    <message>
        <source>With --version: also say which instruction-set level computes attention.</source>
        <translation>With --version: also say which instruction-set level computes attention.</translation>
    </message>
    <message>
        <source>attention kernels: %1 (%2); this CPU runs: %3; %4 overrides</source>
        <translation>attention kernels: %1 (%2); this CPU runs: %3; %4 overrides</translation>
    </message>
    <message>
        <source>Window size for --grab and --export-figure (default 1280x820).</source>
        <translation>Window size for --grab and --export-figure (default 1280x820).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <source>Print the ids of the figures --export-figure renders, then exit.</source>
        <translation>Print the ids of the figures --export-figure renders, then exit.</translation>
    </message>
    <message>
        <source>Render figure ID (see --list-figures) into the file named after it (.png or .svg), then exit.</source>
        <translation>Render figure ID (see --list-figures) into the file named after it (.png or .svg), then exit.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Heatmap colours span 0 to 1, the same in every figure.</source>
        <translation>Heatmap colours span 0 to 1, the same in every figure.</translation>
    </message>
    <message>
        <source>--size: “%1” is not WIDTHxHEIGHT from 320x240 to 8192x8192</source>
        <translation>--size: “%1” is not WIDTHxHEIGHT from 320x240 to 8192x8192</translation>
    </message>
    <message>
        <source>--export-figure: give a figure id and a file ending in .png or .svg, e.g. --export-figure heatmap figure.svg</source>
        <translation>--export-figure: give a figure id and a file ending in .png or .svg, e.g. --export-figure heatmap figure.svg</translation>
    </message>
    <message>
        <source>--export-figure cannot be combined with --grab, --export-json, --export-csv or --export-heatmap; run them one after the other</source>
        <translation>--export-figure cannot be combined with --grab, --export-json, --export-csv or --export-heatmap; run them one after the other</translation>
    </message>
    <message>
        <source>--export-figure: no figure “%1”; choose one of %2</source>
        <translation>--export-figure: no figure “%1”; choose one of %2</translation>
    </message>
    <message>
        <source>--export-figure: %1</source>
        <translation>--export-figure: %1</translation>
    </message>
    <message>
        <source>Keep only the first N words of --vocab (default: all).</source>
        <translation>Keep only the first N words of --vocab (default: all).</translation>
    </message>
    <message>
        <source>Nearest words per token in --export-json, 0 for none (default 5).</source>
        <translation>Nearest words per token in --export-json, 0 for none (default 5).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>--%1: “%2” is not a whole number from %3 to %4</source>
        <translation>--%1: “%2” is not a whole number from %3 to %4</translation>
    </message>
    <message>
        <source>Write the PyTorch code of --page (chapter 4&apos;s for the sentences by default; with --page learn, chapter 8&apos;s training), then exit.</source>
        <translation>Write the PyTorch code of --page (chapter 4&apos;s for the sentences by default; with --page learn, chapter 8&apos;s training), then exit.</translation>
    </message>
    <message>
        <source>file.py</source>
        <translation>file.py</translation>
    </message>
    <message>
        <source>Train chapter 8&apos;s model and write the settings, corpus, parameters, loss per step, the three accuracies and each --sentence&apos;s weights before and after, as JSON; then exit.</source>
        <translation>Train chapter 8&apos;s model and write the settings, corpus, parameters, loss per step, the three accuracies and each --sentence&apos;s weights before and after, as JSON; then exit.</translation>
    </message>
    <message>
        <source>file.json</source>
        <translation>file.json</translation>
    </message>
    <message>
        <source>Chapter 8: attention heads, 1 to 4 (default 1).</source>
        <translation>Chapter 8: attention heads, 1 to 4 (default 1).</translation>
    </message>
    <message>
        <source>Chapter 8: training steps, 1 to 5000 (default 300).</source>
        <translation>Chapter 8: training steps, 1 to 5000 (default 300).</translation>
    </message>
    <message>
        <source>Chapter 8: seed of the starting weights (default 1).</source>
        <translation>Chapter 8: seed of the starting weights (default 1).</translation>
    </message>
    <message>
        <source>Write the questions of every chapter for the sentences, with choices, answers, explanations and the numbers they rest on, as JSON; then exit.</source>
        <translation>Write the questions of every chapter for the sentences, with choices, answers, explanations and the numbers they rest on, as JSON; then exit.</translation>
    </message>
    <message>
        <source>Write the questions as a printable PDF worksheet, and the answer key beside it as FILE-answers.pdf; then exit.</source>
        <translation>Write the questions as a printable PDF worksheet, and the answer key beside it as FILE-answers.pdf; then exit.</translation>
    </message>
    <message>
        <source>file.pdf</source>
        <translation>file.pdf</translation>
    </message>
    <message>
        <source>--export-worksheet: “%1” must end in .pdf</source>
        <translation>--export-worksheet: “%1” must end in .pdf</translation>
    </message>
    <message>
        <source>Chapter 8: train with --heads, --steps and --seed on opening (shows --page learn unless another page is given); a --grab or --export-figure waits for the last step.</source>
        <translation>Chapter 8: train with --heads, --steps and --seed on opening (shows --page learn unless another page is given); a --grab or --export-figure waits for the last step.</translation>
    </message>
    <message>
        <source>--train trains in the window, for a --grab or an --export-figure; --export-training trains without one</source>
        <translation>--train trains in the window, for a --grab or an --export-figure; --export-training trains without one</translation>
    </message>
    <message>
        <source>Type size of the window in percent, %1 to %2 (default: the View menu&apos;s zoom, 100 with --grab); figures are exported at 100.</source>
        <translation>Type size of the window in percent, %1 to %2 (default: the View menu&apos;s zoom, 100 with --grab); figures are exported at 100.</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>percent</translation>
    </message>
    <message>
        <source>--zoom: “%1” is not a whole number of percent from %2 to %3</source>
        <translation>--zoom: “%1” is not a whole number of percent from %2 to %3</translation>
    </message>
</context>
<context>
    <name>EmbeddingIo</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, line %2: %3</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8 and import it again</source>
        <translation>the file is UTF-16 text; save it as UTF-8 and import it again</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the import was cancelled</source>
        <translation>the import was cancelled</translation>
    </message>
    <message>
        <source>the header’s numbers are too large</source>
        <translation>the header’s numbers are too large</translation>
    </message>
    <message>
        <source>the header announces vectors with 0 dimensions; a vector needs at least one number</source>
        <translation>the header announces vectors with 0 dimensions; a vector needs at least one number</translation>
    </message>
    <message>
        <source>the line starts with a space instead of a word</source>
        <translation>the line starts with a space instead of a word</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1” is not a number</translation>
    </message>
    <message>
        <source>“%1” is not a finite number</source>
        <translation>“%1” is not a finite number</translation>
    </message>
    <message>
        <source>“%1” is too large for a number</source>
        <translation>“%1” is too large for a number</translation>
    </message>
    <message>
        <source>“%1” has no numbers after it</source>
        <translation>“%1” has no numbers after it</translation>
    </message>
    <message>
        <source>the word is missing: the line has only %1 numbers</source>
        <translation>the word is missing: the line has only %1 numbers</translation>
    </message>
    <message>
        <source>“%1” appears a second time (first on line %2)</source>
        <translation>“%1” appears a second time (first on line %2)</translation>
    </message>
    <message>
        <source>“%1” is the same word as “%2” on line %3 (upper and lower case count as the same)</source>
        <translation>“%1” is the same word as “%2” on line %3 (upper and lower case count as the same)</translation>
    </message>
    <message>
        <source>the header announces %1 words, but the file has %2</source>
        <translation>the header announces %1 words, but the file has %2</translation>
    </message>
    <message>
        <source>no file was given</source>
        <translation>no file was given</translation>
    </message>
    <message>
        <source>cannot read %1: it is a folder</source>
        <translation>cannot read %1: it is a folder</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>the vocabulary is empty: there is nothing to export</source>
        <translation>the vocabulary is empty: there is nothing to export</translation>
    </message>
    <message>
        <source>“%1” contains a space, which the word2vec text format cannot hold</source>
        <translation>“%1” contains a space, which the word2vec text format cannot hold</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>cannot merge: the imported vectors have %1 dimensions, the vocabulary’s have %2</source>
        <translation>cannot merge: the imported vectors have %1 dimensions, the vocabulary’s have %2</translation>
    </message>
    <message>
        <source>the word is not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</source>
        <translation>the word is not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</translation>
    </message>
    <message>
        <source>not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</source>
        <translation>not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8</translation>
    </message>
    <message>
        <source>the header announces vectors with %1 dimensions; Attention Lab takes at most %2</source>
        <translation>the header announces vectors with %1 dimensions; Attention Lab takes at most %2</translation>
    </message>
    <message>
        <source>%1 numbers: Attention Lab takes vectors of at most %2 dimensions</source>
        <translation>%1 numbers: Attention Lab takes vectors of at most %2 dimensions</translation>
    </message>
    <message>
        <source>%1 numbers, expected %2 as the header on line %3 announces</source>
        <translation>%1 numbers, expected %2 as the header on line %3 announces</translation>
    </message>
    <message>
        <source>%1 numbers, expected %2 like line %3</source>
        <translation>%1 numbers, expected %2 like line %3</translation>
    </message>
    <message>
        <source>the file has only a header and no word vectors</source>
        <translation>the file has only a header and no word vectors</translation>
    </message>
    <message>
        <source>%1, word %2: %3</source>
        <translation>%1, word %2: %3</translation>
    </message>
    <message>
        <source>%1, line %2: the header announces %3 words, but the binary file ends after %4</source>
        <translation>%1, line %2: the header announces %3 words, but the binary file ends after %4</translation>
    </message>
    <message>
        <source>no space after the word within %1 bytes: this is not a binary word2vec file, or it is damaged</source>
        <translation>no space after the word within %1 bytes: this is not a binary word2vec file, or it is damaged</translation>
    </message>
    <message>
        <source>the file ends in the middle of the vector of “%1”, but the header announces %2 words (a binary file cut short)</source>
        <translation>the file ends in the middle of the vector of “%1”, but the header announces %2 words (a binary file cut short)</translation>
    </message>
    <message>
        <source>the word is only white space</source>
        <translation>the word is only white space</translation>
    </message>
    <message>
        <source>component %1 of “%2” is not a finite number</source>
        <translation>component %1 of “%2” is not a finite number</translation>
    </message>
    <message>
        <source>“%1” appears a second time (first as word %2)</source>
        <translation>“%1” appears a second time (first as word %2)</translation>
    </message>
    <message>
        <source>the header announces %1 words, but the file goes on after them</source>
        <translation>the header announces %1 words, but the file goes on after them</translation>
    </message>
    <message>
        <source>%1, line %2: the file has only a header and no word vectors</source>
        <translation>%1, line %2: the file has only a header and no word vectors</translation>
    </message>
    <message>
        <source>a zero byte: this is not UTF-8 text (a binary word2vec file without its “count dimension” header, or UTF-16 without a byte order mark?)</source>
        <translation>a zero byte: this is not UTF-8 text (a binary word2vec file without its “count dimension” header, or UTF-16 without a byte order mark?)</translation>
    </message>
    <message>
        <source>the lines end in a bare CR (an old Mac file); save the file with LF or CRLF line ends</source>
        <translation>the lines end in a bare CR (an old Mac file); save the file with LF or CRLF line ends</translation>
    </message>
    <message>
        <source>“%1” is an index:value pair: this is a sparse (PPMI or SVMlight) file, and Attention Lab reads dense vectors only</source>
        <translation>“%1” is an index:value pair: this is a sparse (PPMI or SVMlight) file, and Attention Lab reads dense vectors only</translation>
    </message>
    <message>
        <source>the word “%1” contains spaces, which this format cannot hold (the line has %2 numbers after it); remove the line</source>
        <translation>the word “%1” contains spaces, which this format cannot hold (the line has %2 numbers after it); remove the line</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket)</source>
        <translation>it is not a regular file (a device, a pipe or a socket)</translation>
    </message>
    <message>
        <source>the vocabulary (%1 words) is read in place from %2, too large to export as text (about ten times that file); the file holds its vectors already, and saving the workspace keeps the words you changed or added</source>
        <translation>the vocabulary (%1 words) is read in place from %2, too large to export as text (about ten times that file); the file holds its vectors already, and saving the workspace keeps the words you changed or added</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>Figure made with Attention Lab</source>
        <translation>Figure made with Attention Lab</translation>
    </message>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>scale %1 is outside %2 to %3</translation>
    </message>
    <message>
        <source>cannot encode the PNG image for %1</source>
        <translation>cannot encode the PNG image for %1</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1: unknown figure format “%2”; use .png or .svg</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>&amp;Export Figure…</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>&amp;Copy Figure</translation>
    </message>
    <message>
        <source>Export Figure: %1</source>
        <translation>Export Figure: %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>“%1” copied to the clipboard</source>
        <translation>“%1” copied to the clipboard</translation>
    </message>
</context>
<context>
    <name>HeatmapExport</name>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>scale %1 is outside %2 to %3</translation>
    </message>
    <message>
        <source>Attention heatmap made with Attention Lab</source>
        <translation>Attention heatmap made with Attention Lab</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1: unknown figure format “%2”; use .png or .svg</translation>
    </message>
    <message>
        <source>the figure would be %1 × %2 pixels, more than the %3 × %3 or %4 million pixels a PNG may have; use a smaller scale or .svg</source>
        <translation>the figure would be %1 × %2 pixels, more than the %3 × %3 or %4 million pixels a PNG may have; use a smaller scale or .svg</translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation>cannot encode the PNG image</translation>
    </message>
</context>
<context>
    <name>HeatmapPainter</name>
    <message>
        <source>Scores before softmax: %1</source>
        <translation>Scores before softmax: %1</translation>
    </message>
    <message>
        <source>Attention weights: %1</source>
        <translation>Attention weights: %1</translation>
    </message>
    <message>
        <source>Current word (attends)</source>
        <translation>Current word (attends)</translation>
    </message>
    <message>
        <source>Word attended to</source>
        <translation>Word attended to</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
</context>
<context>
    <name>StepFigure</name>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
    </message>
    <message>
        <source>This sentence has no words yet: type one in the sentence bar above.</source>
        <translation>This sentence has no words yet: type one in the sentence bar above.</translation>
    </message>
    <message>
        <source>X%1: %2 × %3, one row per word</source>
        <translation>X%1: %2 × %3, one row per word</translation>
    </message>
    <message>
        <source>The query word “%1” is row %2.</source>
        <translation>The query word “%1” is row %2.</translation>
    </message>
    <message>
        <source>Scores of “%1” (before softmax)</source>
        <translation>Scores of “%1” (before softmax)</translation>
    </message>
    <message>
        <source>Weights of “%1” (after softmax)</source>
        <translation>Weights of “%1” (after softmax)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>The %1 weights add up to 1.</source>
        <translation>The %1 weights add up to 1.</translation>
    </message>
    <message>
        <source>%1′, the new vector of “%1”: each row times its weight, added up</source>
        <translation>%1′, the new vector of “%1”: each row times its weight, added up</translation>
    </message>
    <message>
        <source>The word vectors</source>
        <translation>The word vectors</translation>
    </message>
    <message>
        <source>There are no words yet: type a sentence in the sentence bar above.</source>
        <translation>There are no words yet: type a sentence in the sentence bar above.</translation>
    </message>
    <message>
        <source>vec: %1 different words, %2 dimensions</source>
        <translation>vec: %1 different words, %2 dimensions</translation>
    </message>
    <message>
        <source>Only the first %1 of the %2 words are shown.</source>
        <translation>Only the first %1 of the %2 words are shown.</translation>
    </message>
    <message>
        <source>Sentence %1 is empty.</source>
        <translation>Sentence %1 is empty.</translation>
    </message>
    <message>
        <source>sentence%1 = %2 (query word: “%3”, word %4)</source>
        <translation>sentence%1 = %2 (query word: “%3”, word %4)</translation>
    </message>
    <message>
        <source>temperature = %1</source>
        <translation>temperature = %1</translation>
    </message>
    <message>
        <source>%1 (its own vector)</source>
        <translation>%1 (its own vector)</translation>
    </message>
    <message>
        <source>%1′ in sentence %2</source>
        <translation>%1′ in sentence %2</translation>
    </message>
    <message>
        <source>There is only one sentence, so there is nothing to compare: add a second sentence with the same word to see it get a different vector.</source>
        <translation>There is only one sentence, so there is nothing to compare: add a second sentence with the same word to see it get a different vector.</translation>
    </message>
    <message>
        <source>Sentence %1 is empty, so there is nothing to compare.</source>
        <translation>Sentence %1 is empty, so there is nothing to compare.</translation>
    </message>
    <message>
        <source>Before attention “%1” had one vector in both sentences (cosine similarity %2); after it, the two new vectors have a cosine similarity of %3.</source>
        <translation>Before attention “%1” had one vector in both sentences (cosine similarity %2); after it, the two new vectors have a cosine similarity of %3.</translation>
    </message>
    <message>
        <source>Run the code and it prints: %1</source>
        <translation>Run the code and it prints: %1</translation>
    </message>
    <message>
        <source>The code starts from what is on screen: every word of the sentences with its vector (the same vector in every sentence), which word is the query, and the temperature.</source>
        <translation>The code starts from what is on screen: every word of the sentences with its vector (the same vector in every sentence), which word is the query, and the temperature.</translation>
    </message>
    <message>
        <source>torch.stack puts the vectors of a sentence&apos;s words on top of each other: an L × d matrix with one row per word (L words, d dimensions).</source>
        <translation>torch.stack puts the vectors of a sentence&apos;s words on top of each other: an L × d matrix with one row per word (L words, d dimensions).</translation>
    </message>
    <message>
        <source>A score is the dot product of the query word&apos;s vector with a word&apos;s vector: multiply the matching components and add them up. Related words score higher.</source>
        <translation>A score is the dot product of the query word&apos;s vector with a word&apos;s vector: multiply the matching components and add them up. Related words score higher.</translation>
    </message>
    <message>
        <source>Every score is then divided by the temperature T = %1.</source>
        <translation>Every score is then divided by the temperature T = %1.</translation>
    </message>
    <message>
        <source>Softmax turns the scores into weights: e to the power of each score, divided by the sum of them all. Every weight lies between 0 and 1, they add up to 1, and a higher score gets a larger weight.</source>
        <translation>Softmax turns the scores into weights: e to the power of each score, divided by the sum of them all. Every weight lies between 0 and 1, they add up to 1, and a higher score gets a larger weight.</translation>
    </message>
    <message>
        <source>The query word&apos;s new vector (written with a ′) is the weighted sum of all the word vectors of its sentence: each row of X times its weight, added up. The more weight a word gets, the more the result looks like it.</source>
        <translation>The query word&apos;s new vector (written with a ′) is the weighted sum of all the word vectors of its sentence: each row of X times its weight, added up. The more weight a word gets, the more the result looks like it.</translation>
    </message>
    <message>
        <source>Before attention the word had one vector everywhere; now each sentence has given it its own. The cosine similarity says how alike the two new vectors are (1: the same direction).</source>
        <translation>Before attention the word had one vector everywhere; now each sentence has given it its own. The cosine similarity says how alike the two new vectors are (1: the same direction).</translation>
    </message>
    <message>
        <source>Set-up: the words and their vectors</source>
        <translation>Set-up: the words and their vectors</translation>
    </message>
    <message>
        <source>Step 1 · Stack the vectors</source>
        <translation>Step 1 · Stack the vectors</translation>
    </message>
    <message>
        <source>Step 2 · Scores: dot products</source>
        <translation>Step 2 · Scores: dot products</translation>
    </message>
    <message>
        <source>Step 3 · Softmax: scores become weights</source>
        <translation>Step 3 · Softmax: scores become weights</translation>
    </message>
    <message>
        <source>Step 4 · Weighted sum: the new vector</source>
        <translation>Step 4 · Weighted sum: the new vector</translation>
    </message>
    <message>
        <source>Result · One word, two vectors</source>
        <translation>Result · One word, two vectors</translation>
    </message>
    <message>
        <source>The vectors have %1 components: the tables and formulas show the first %2.</source>
        <translation>The vectors have %1 components: the tables and formulas show the first %2.</translation>
    </message>
    <message>
        <source>Sentence %1 has %2 words: only the first %3 are shown.</source>
        <translation>Sentence %1 has %2 words: only the first %3 are shown.</translation>
    </message>
    <message>
        <source>The code and this chapter follow the first two of the %1 sentences.</source>
        <translation>The code and this chapter follow the first two of the %1 sentences.</translation>
    </message>
    <message>
        <source>The sentences</source>
        <translation>The sentences</translation>
    </message>
    <message>
        <source>Computing the attention of %1 words…</source>
        <translation>Computing the attention of %1 words…</translation>
    </message>
    <message>
        <source>The same word in both sentences</source>
        <translation>The same word in both sentences</translation>
    </message>
    <message>
        <source>The two sentences share no word, so there is no word to compare: type one word into both, e.g. 苹果.</source>
        <translation>The two sentences share no word, so there is no word to compare: type one word into both, e.g. 苹果.</translation>
    </message>
    <message>
        <source>“%1” is a word both sentences share, so it is compared here rather than the query words (“%2”, “%3”).</source>
        <translation>“%1” is a word both sentences share, so it is compared here rather than the query words (“%2”, “%3”).</translation>
    </message>
    <message>
        <source>? not in the vocabulary: the word has a made-up vector.</source>
        <translation>? not in the vocabulary: the word has a made-up vector.</translation>
    </message>
    <message>
        <source>Nearest words in the vocabulary (cosine similarity, nearest first)</source>
        <translation>Nearest words in the vocabulary (cosine similarity, nearest first)</translation>
    </message>
    <message>
        <source>What the vectors mean</source>
        <translation>What the vectors mean</translation>
    </message>
    <message>
        <source>The nearest words say what a vector means. “%1” has one own vector, so it has the same nearest words in both sentences; its two new vectors differ, and so can theirs.</source>
        <translation>The nearest words say what a vector means. “%1” has one own vector, so it has the same nearest words in both sentences; its two new vectors differ, and so can theirs.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>not valid JSON at offset %1: %2</translation>
    </message>
    <message>
        <source>the vocabulary names no dimensions</source>
        <translation>the vocabulary names no dimensions</translation>
    </message>
    <message>
        <source>word %1: component %2 is not a number</source>
        <translation>word %1: component %2 is not a number</translation>
    </message>
    <message>
        <source>word %1: “%2” appears twice</source>
        <translation>word %1: “%2” appears twice</translation>
    </message>
    <message>
        <source>word %1 (“%2”): %3</source>
        <translation>word %1 (“%2”): %3</translation>
    </message>
    <message>
        <source>%1 dimensions instead of %2</source>
        <translation>%1 dimensions instead of %2</translation>
    </message>
    <message>
        <source>the word is empty</source>
        <translation>the word is empty</translation>
    </message>
    <message>
        <source>%1 components instead of %2</source>
        <translation>%1 components instead of %2</translation>
    </message>
    <message>
        <source>a component is not a finite number</source>
        <translation>a component is not a finite number</translation>
    </message>
    <message>
        <source>the vocabulary is not a JSON object</source>
        <translation>the vocabulary is not a JSON object</translation>
    </message>
    <message>
        <source>the word is only white space (%1)</source>
        <translation>the word is only white space (%1)</translation>
    </message>
</context>
<context>
    <name>WorkspaceFile</name>
    <message>
        <source>not a workspace: the top level is not a JSON object</source>
        <translation>not a workspace: the top level is not a JSON object</translation>
    </message>
    <message>
        <source>not an Attention Lab workspace (&quot;format&quot; is missing or wrong)</source>
        <translation>not an Attention Lab workspace (&quot;format&quot; is missing or wrong)</translation>
    </message>
    <message>
        <source>written by a newer Attention Lab (format version %1; this one reads up to %2)</source>
        <translation>written by a newer Attention Lab (format version %1; this one reads up to %2)</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; must be a list</source>
        <translation>&quot;sentences&quot; must be a list</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; must hold 1 to %1 sentences, not %2</source>
        <translation>&quot;sentences&quot; must hold 1 to %1 sentences, not %2</translation>
    </message>
    <message>
        <source>sentence %1: &quot;text&quot; must be a string</source>
        <translation>sentence %1: &quot;text&quot; must be a string</translation>
    </message>
    <message>
        <source>sentence %1: &quot;query&quot; must be a whole number from 0</source>
        <translation>sentence %1: &quot;query&quot; must be a whole number from 0</translation>
    </message>
    <message>
        <source>sentence %1: &quot;mixingWeights&quot; must be a list of numbers</source>
        <translation>sentence %1: &quot;mixingWeights&quot; must be a list of numbers</translation>
    </message>
    <message>
        <source>&quot;temperature&quot; must be a number</source>
        <translation>&quot;temperature&quot; must be a number</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; is missing</source>
        <translation>&quot;vocabulary&quot; is missing</translation>
    </message>
    <message>
        <source>vocabulary: %1</source>
        <translation>vocabulary: %1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a workspace</source>
        <translation>%1 is too large to be a workspace</translation>
    </message>
    <message>
        <source>vocabulary: &quot;dimensions&quot; must be a list of names</source>
        <translation>vocabulary: &quot;dimensions&quot; must be a list of names</translation>
    </message>
    <message>
        <source>vocabulary: %1 dimensions; Attention Lab takes at most %2</source>
        <translation>vocabulary: %1 dimensions; Attention Lab takes at most %2</translation>
    </message>
    <message>
        <source>vocabulary: &quot;words&quot; must be a list</source>
        <translation>vocabulary: &quot;words&quot; must be a list</translation>
    </message>
    <message>
        <source>vocabulary: word %1 must be an object with a &quot;word&quot; and a &quot;vector&quot;</source>
        <translation>vocabulary: word %1 must be an object with a &quot;word&quot; and a &quot;vector&quot;</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>not valid JSON (byte %1): %2</source>
        <translation>not valid JSON (byte %1): %2</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; must be a whole number from 1</translation>
    </message>
    <message>
        <source>&quot;sentences&quot; is missing</source>
        <translation>&quot;sentences&quot; is missing</translation>
    </message>
    <message>
        <source>sentence %1 must be an object with a &quot;text&quot; and a &quot;query&quot;</source>
        <translation>sentence %1 must be an object with a &quot;text&quot; and a &quot;query&quot;</translation>
    </message>
    <message>
        <source>sentence %1: &quot;text&quot; is missing</source>
        <translation>sentence %1: &quot;text&quot; is missing</translation>
    </message>
    <message>
        <source>sentence %1: &quot;query&quot; is missing</source>
        <translation>sentence %1: &quot;query&quot; is missing</translation>
    </message>
    <message>
        <source>&quot;temperature&quot; is missing</source>
        <translation>&quot;temperature&quot; is missing</translation>
    </message>
    <message>
        <source>&quot;vocabulary&quot; must be an object</source>
        <translation>&quot;vocabulary&quot; must be an object</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, line %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot open %1: it is a folder</source>
        <translation>cannot open %1: it is a folder</translation>
    </message>
    <message>
        <source>cannot open %1: it is not a regular file</source>
        <translation>cannot open %1: it is not a regular file</translation>
    </message>
    <message>
        <source>vocabulary: &quot;file&quot; must be the name of a file in the workspace&apos;s folder</source>
        <translation>vocabulary: &quot;file&quot; must be the name of a file in the workspace&apos;s folder</translation>
    </message>
    <message>
        <source>vocabulary: &quot;bytes&quot; must be a whole number from 0</source>
        <translation>vocabulary: &quot;bytes&quot; must be a whole number from 0</translation>
    </message>
    <message>
        <source>vocabulary: &quot;sha256&quot; must be 64 lower-case hexadecimal digits</source>
        <translation>vocabulary: &quot;sha256&quot; must be 64 lower-case hexadecimal digits</translation>
    </message>
    <message>
        <source>vocabulary: kept in the file %1 beside the workspace, which was not read from a folder</source>
        <translation>vocabulary: kept in the file %1 beside the workspace, which was not read from a folder</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is missing</source>
        <translation>its vocabulary file %1 is missing</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is not a regular file</source>
        <translation>its vocabulary file %1 is not a regular file</translation>
    </message>
    <message>
        <source>its vocabulary file %1 has %2 bytes, not the %3 the workspace recorded: it was changed</source>
        <translation>its vocabulary file %1 has %2 bytes, not the %3 the workspace recorded: it was changed</translation>
    </message>
    <message>
        <source>cannot open its vocabulary file %1: %2</source>
        <translation>cannot open its vocabulary file %1: %2</translation>
    </message>
    <message>
        <source>its vocabulary file %1 does not match the workspace (it was changed since)</source>
        <translation>its vocabulary file %1 does not match the workspace (it was changed since)</translation>
    </message>
    <message>
        <source>its vocabulary file %1 is not a JSON object</source>
        <translation>its vocabulary file %1 is not a JSON object</translation>
    </message>
    <message>
        <source>&quot;answers&quot; must be an object</source>
        <translation>&quot;answers&quot; must be an object</translation>
    </message>
    <message>
        <source>answers: an entry must be named by a question&apos;s id</source>
        <translation>answers: an entry must be named by a question&apos;s id</translation>
    </message>
    <message>
        <source>answers: “%1” must be an object with a true or false &quot;rightFirstTime&quot;</source>
        <translation>answers: “%1” must be an object with a true or false &quot;rightFirstTime&quot;</translation>
    </message>
    <message>
        <source>vocabulary: &quot;mappedFile&quot; must be the absolute name of a word2vec binary file</source>
        <translation>vocabulary: &quot;mappedFile&quot; must be the absolute name of a word2vec binary file</translation>
    </message>
    <message>
        <source>vocabulary: &quot;bytes&quot; must be a whole number from 1</source>
        <translation>vocabulary: &quot;bytes&quot; must be a whole number from 1</translation>
    </message>
    <message>
        <source>vocabulary: &quot;fingerprint&quot; must be 64 lower-case hexadecimal digits</source>
        <translation>vocabulary: &quot;fingerprint&quot; must be 64 lower-case hexadecimal digits</translation>
    </message>
    <message>
        <source>vocabulary: &quot;words&quot; must be a whole number from 1</source>
        <translation>vocabulary: &quot;words&quot; must be a whole number from 1</translation>
    </message>
    <message>
        <source>vocabulary: &quot;removed&quot; must be a list of words</source>
        <translation>vocabulary: &quot;removed&quot; must be a list of words</translation>
    </message>
    <message>
        <source>vocabulary: &quot;edits&quot; must be a list</source>
        <translation>vocabulary: &quot;edits&quot; must be a list</translation>
    </message>
    <message>
        <source>vocabulary: edit %1 must be an object with a &quot;word&quot;, a &quot;vector&quot; and a &quot;colour&quot;</source>
        <translation>vocabulary: edit %1 must be an object with a &quot;word&quot;, a &quot;vector&quot; and a &quot;colour&quot;</translation>
    </message>
    <message>
        <source>its vector file %1 is missing (moved, renamed or deleted?): the workspace keeps only the words you changed and refers to that file for its %2 words; put the file back there to open the workspace</source>
        <translation>its vector file %1 is missing (moved, renamed or deleted?): the workspace keeps only the words you changed and refers to that file for its %2 words; put the file back there to open the workspace</translation>
    </message>
    <message>
        <source>its vector file %1 is not a regular file</source>
        <translation>its vector file %1 is not a regular file</translation>
    </message>
    <message>
        <source>its vector file %1 has %2 bytes, not the %3 it had when the workspace was saved: it was changed or replaced since</source>
        <translation>its vector file %1 has %2 bytes, not the %3 it had when the workspace was saved: it was changed or replaced since</translation>
    </message>
    <message>
        <source>cannot read its vector file %1: %2</source>
        <translation>cannot read its vector file %1: %2</translation>
    </message>
    <message>
        <source>its vector file %1 is not the one the workspace was saved with (the same size, other contents): it was changed or replaced since</source>
        <translation>its vector file %1 is not the one the workspace was saved with (the same size, other contents): it was changed or replaced since</translation>
    </message>
    <message>
        <source>its vector file cannot be read any more: %1</source>
        <translation>its vector file cannot be read any more: %1</translation>
    </message>
    <message>
        <source>its vector file %1 holds %2 words of %3 dimensions now, not the %4 words of %5 dimensions the workspace was saved with: it was changed or replaced since</source>
        <translation>its vector file %1 holds %2 words of %3 dimensions now, not the %4 words of %5 dimensions the workspace was saved with: it was changed or replaced since</translation>
    </message>
    <message>
        <source>vocabulary: &quot;removed&quot; names words that are not in %1, or a word twice</source>
        <translation>vocabulary: &quot;removed&quot; names words that are not in %1, or a word twice</translation>
    </message>
    <message>
        <source>vocabulary: edit %1: component %2 is not a number</source>
        <translation>vocabulary: edit %1: component %2 is not a number</translation>
    </message>
    <message>
        <source>vocabulary: edit %1 (“%2”): %3</source>
        <translation>vocabulary: edit %1 (“%2”): %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Restore Unsaved Work</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly last time. Restore the work that was not saved?</source>
        <translation>Attention Lab did not close properly last time. Restore the work that was not saved?</translation>
    </message>
    <message>
        <source>Restore Failed</source>
        <translation>Restore Failed</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>Open failed</translation>
    </message>
</context>
</TS>
