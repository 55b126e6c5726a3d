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
