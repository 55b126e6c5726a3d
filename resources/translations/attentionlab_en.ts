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
        <source>Sentence %1: %2</source>
        <translation>Sentence %1: %2</translation>
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
</context>
<context>
    <name>AttentionLab::HeatmapView</name>
    <message>
        <source>Attention heatmap</source>
        <translation>Attention heatmap</translation>
    </message>
</context>
<context>
    <name>AttentionLab::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
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
        <source>&amp;Export Figure…</source>
        <translation>&amp;Export Figure…</translation>
    </message>
    <message>
        <source>Save the attention heatmap as a PNG or SVG figure</source>
        <translation>Save the attention heatmap as a PNG or SVG figure</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>&amp;Copy Figure</translation>
    </message>
    <message>
        <source>Copy the attention heatmap to the clipboard</source>
        <translation>Copy the attention heatmap to the clipboard</translation>
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
</context>
<context>
    <name>AttentionLab::SentenceBar</name>
    <message>
        <source>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</source>
        <translation>No words yet: type a sentence, e.g. 吃 苹果 和 香蕉</translation>
    </message>
    <message numerus="yes">
        <source>(%n words in all)</source>
        <translation><numerusform>(%n word in all)</numerusform><numerusform>(%n words in all)</numerusform></translation>
    </message>
    <message>
        <source>words marked ? are not in the vocabulary</source>
        <translation>words marked ? are not in the vocabulary</translation>
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
    <name>CommandLine</name>
    <message>
        <source>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</source>
        <translation>A desktop laboratory for the intuition behind self-attention. Without an export option the window opens.</translation>
    </message>
    <message>
        <source>A sentence to study; repeat for several (default: the lesson's two).</source>
        <translation>A sentence to study; repeat for several (default: the lesson's two).</translation>
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
        <source>Write sentence 1's attention weights as CSV (UTF-8), then exit.</source>
        <translation>Write sentence 1's attention weights as CSV (UTF-8), then exit.</translation>
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
        <source>--export-json: %1</source>
        <translation>--export-json: %1</translation>
    </message>
    <message>
        <source>--export-csv: %1</source>
        <translation>--export-csv: %1</translation>
    </message>
    <message>
        <source>Render sentence 1's attention heatmap as a .png or .svg figure, then exit.</source>
        <translation>Render sentence 1's attention heatmap as a .png or .svg figure, then exit.</translation>
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
        <source>--export-heatmap: %1</source>
        <translation>--export-heatmap: %1</translation>
    </message>
    <message>
        <source>--grab: %1</source>
        <translation>--grab: %1</translation>
    </message>
</context>
<context>
    <name>HeatmapExport</name>
    <message>
        <source>scale %1 is outside %2 to %3</source>
        <translation>scale %1 is outside %2 to %3</translation>
    </message>
    <message>
        <source>cannot encode the PNG image for %1</source>
        <translation>cannot encode the PNG image for %1</translation>
    </message>
    <message>
        <source>Attention heatmap made with Attention Lab</source>
        <translation>Attention heatmap made with Attention Lab</translation>
    </message>
    <message>
        <source>%1: unknown figure format “%2”; use .png or .svg</source>
        <translation>%1: unknown figure format “%2”; use .png or .svg</translation>
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
</context>
</TS>
