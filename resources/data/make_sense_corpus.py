#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes sense_corpus.json, chapter 8's corpus: short Chinese sentences, each
with one ambiguous word (苹果, 小米, 黑莓, 芒果) and its sense (the company /
the thing you eat), made from templates so that every sentence is plain and
every word has a hand-made vector in toy_vocabulary.json. Every fifth sentence
of each (word, sense) group is a test sentence, never trained on; which
templates are tested shifts from word to word.
Run: python3 make_sense_corpus.py > sense_corpus.json"""
import json

# (tokens with {T} for the target, English gloss with {E} for the target's gloss)
TECH = [
    ("{T} 发布 了 新 手机", "{E} released a new phone"),
    ("我 买 了 一个 {T} 手机", "I bought a {E} phone"),
    ("{T} 的 系统 很 好 用", "{E}'s system is easy to use"),
    ("他 在 {T} 电脑 上 下载 软件", "he downloads software on a {E} computer"),
    ("{T} 公司 的 股票 很 贵", "{E}'s shares are expensive"),
    ("她 用 {T} 手机 看 视频", "she watches videos on a {E} phone"),
    ("{T} 的 新 芯片 很 快", "{E}'s new chip is fast"),
    ("我 给 {T} 手机 充电", "I charge my {E} phone"),
    ("{T} 的 屏幕 很 大", "the {E} screen is big"),
    ("他 在 {T} 上 安装 应用", "he installs an app on his {E}"),
    ("今天 {T} 发布 了 新 系统", "today {E} released a new system"),
    ("{T} 的 键盘 很 好 用", "the {E} keyboard is nice to use"),
    # a food word as a distractor: the verb and the device decide
    ("他 一边 吃 香蕉 一边 用 {T} 手机", "he uses his {E} phone while eating a banana"),
    ("我 喝 着 牛奶 下载 {T} 的 软件", "drinking milk, I download {E}'s software"),
    ("她 在 果园 用 {T} 手机 拍 照片", "in the orchard she takes photos with a {E} phone"),
    ("农民 用 {T} 手机 看 视频", "a farmer watches videos on a {E} phone"),
    ("我 用 {T} 电脑 买 西瓜", "I buy a watermelon with a {E} computer"),
    ("{T} 公司 发布 了 新 电脑", "{E} released a new computer"),
    ("{T} 的 新 系统 很 快", "{E}'s new system is fast"),
    ("他 用 {T} 相机 拍 照片", "he takes photos with a {E} camera"),
]
FOOD = [
    ("我 吃 了 一个 {T}", "I ate a {E}"),
    ("这个 {T} 很 甜", "this {E} is sweet"),
    ("他 在 果园 摘 {T}", "he picks {E}s in the orchard"),
    ("妈妈 把 {T} 洗 干净 了", "mum washed the {E}s clean"),
    ("{T} 熟 了", "the {E}s are ripe"),
    ("她 切 了 一个 {T}", "she cut a {E}"),
    ("农民 种 了 很 多 {T}", "the farmer grew a lot of {E}s"),
    ("新鲜 的 {T} 很 好 吃", "fresh {E}s taste good"),
    ("我 喝 了 一 杯 {T} 汁", "I drank a glass of {E} juice"),
    ("{T} 和 香蕉 都 是 水果", "{E}s and bananas are both fruit"),
    ("这些 {T} 有 点 酸", "these {E}s are a bit sour"),
    ("今天 我 买 了 新鲜 的 {T}", "today I bought fresh {E}s"),
    # a tech word as a distractor: the verb and the food words decide
    ("他 一边 看 电视 一边 吃 {T}", "he eats {E}s while watching TV"),
    ("我 在 电脑 旁边 吃 {T}", "I eat {E}s next to the computer"),
    ("他 在 网上 买 了 {T}", "he bought {E}s online"),
    ("他 看 着 屏幕 切 {T}", "he cuts {E}s looking at the screen"),
    ("他 很 喜欢 吃 {T}", "he loves eating {E}s"),
    ("果园 里 的 {T} 熟 了", "the {E}s in the orchard are ripe"),
    ("我 买 了 很 多 新鲜 的 {T}", "I bought a lot of fresh {E}s"),
    ("新 的 {T} 很 甜", "the new {E}s are sweet"),
]
TARGETS = [
    ("苹果", "apple", "Apple", "苹果公司", "the company Apple", "水果", "the fruit"),
    ("小米", "millet", "Xiaomi", "小米公司", "the company Xiaomi", "粮食", "the grain"),
    ("黑莓", "blackberry", "BlackBerry", "黑莓公司", "the company BlackBerry", "水果", "the fruit"),
    ("芒果", "mango", "Mango TV", "芒果台", "the TV station Mango TV", "水果", "the fruit"),
]
# 小米 the grain: what people do with millet rather than fruit.
MILLET = {
    "这个 {T} 很 甜": ("这 碗 {T} 粥 很 甜", "this bowl of {E} porridge is sweet"),
    "我 喝 了 一 杯 {T} 汁": ("我 喝 了 一 碗 {T} 粥", "I ate a bowl of {E} porridge"),
    "{T} 和 香蕉 都 是 水果": ("{T} 和 大米 都 是 粮食", "{E} and rice are both grain"),
    "这些 {T} 有 点 酸": ("妈妈 用 {T} 煮 粥", "mum cooks porridge with {E}"),
    "她 切 了 一个 {T}": ("她 煮 了 一 锅 {T}", "she cooked a pot of {E}"),
    "他 在 果园 摘 {T}": ("他 在 田 里 种 {T}", "he grows {E} in the field"),
    "我 吃 了 一个 {T}": ("我 吃 了 一 碗 {T}", "I ate a bowl of {E}"),
    "她 用 手机 拍 了 一个 {T}": ("她 用 手机 拍 了 一 碗 {T} 粥", "she took a photo of a bowl of {E} porridge with her phone"),
    "新鲜 的 {T} 很 好 吃": ("新鲜 的 {T} 很 香", "fresh {E} smells good"),
    "果园 里 的 {T} 熟 了": ("妈妈 用 {T} 煮 了 一 锅 粥", "mum cooked a pot of porridge with {E}"),
    "{T} 熟 了": ("田 里 的 {T} 熟 了", "the {E} in the field is ripe"),
    "今天 我 买 了 新鲜 的 {T}": ("今天 我 买 了 新鲜 的 {T}", "today I bought fresh {E}"),
    "新 的 {T} 很 甜": ("新 的 {T} 很 香", "the new {E} smells good"),
    "他 看 着 屏幕 切 {T}": ("他 看 着 屏幕 煮 {T}", "he cooks {E} looking at the screen"),
}
MANGO_TV = {
    "我 买 了 一个 {T} 手机": ("我 在 {T} 看 节目", "I watch a show on {E}"),
    "{T} 的 新 芯片 很 快": ("{T} 的 新 节目 很 好 看", "{E}'s new show is good"),
    "我 给 {T} 手机 充电": ("我 在 手机 上 打开 {T}", "I open {E} on my phone"),
    "他 在 {T} 电脑 上 下载 软件": ("他 在 电脑 上 下载 {T} 的 应用", "he downloads the {E} app on his computer"),
    "{T} 的 屏幕 很 大": ("{T} 的 视频 很 多", "{E} has many videos"),
    "{T} 的 键盘 很 好 用": ("{T} 的 应用 很 好 用", "the {E} app is easy to use"),
    "她 用 {T} 手机 看 视频": ("她 用 手机 在 {T} 看 视频", "she watches videos on {E} with her phone"),
    "我 喝 着 牛奶 下载 {T} 的 软件": ("我 喝 着 牛奶 下载 {T} 的 应用", "drinking milk, I download the {E} app"),
    "他 一边 吃 香蕉 一边 用 {T} 手机": ("他 一边 吃 香蕉 一边 看 {T} 的 节目", "he watches a {E} show while eating a banana"),
    "她 在 果园 用 {T} 手机 拍 照片": ("她 在 果园 看 {T} 的 视频", "in the orchard she watches {E} videos"),
    "农民 用 {T} 手机 看 视频": ("农民 在 {T} 看 节目", "a farmer watches a show on {E}"),
    "我 用 {T} 电脑 买 西瓜": ("我 在 {T} 的 节目 里 看到 西瓜", "I saw a watermelon in a {E} show"),
    "他 把 {T} 手机 放 在 蛋糕 旁边": ("他 在 蛋糕 旁边 看 {T} 的 视频", "he watches {E} videos next to the cake"),
    "{T} 的 新 手机 很 甜": ("{T} 的 新 节目 很 甜", "{E}'s new show is sweet"),
    "{T} 在 水果 店 旁边 开 了 新 店": ("{T} 在 水果 店 旁边 拍 了 新 节目", "{E} shot a new show next to the fruit shop"),
    "{T} 公司 发布 了 新 电脑": ("{T} 发布 了 新 节目", "{E} released a new show"),
    "{T} 的 新 系统 很 快": ("{T} 的 新 应用 很 快", "{E}'s new app is fast"),
    "他 用 {T} 相机 拍 照片": ("我 在 电视 上 看 {T}", "I watch {E} on television"),
}


def main():
    sentences = []
    for number, (word, plain, company, tech_zh, tech_en, food_zh, food_en) in enumerate(TARGETS):
        for sense, templates in ((1, TECH), (0, FOOD)):
            group = []
            for zh, en in templates:
                if word == "小米" and sense == 0 and zh in MILLET:
                    zh, en = MILLET[zh]
                if word == "芒果" and sense == 1 and zh in MANGO_TV:
                    zh, en = MANGO_TV[zh]
                tokens = zh.replace("{T}", word).split()
                gloss = en.replace("{E}", company if sense == 1 else plain)
                group.append({"tokens": tokens, "target": tokens.index(word), "sense": sense, "en": gloss})
            for index, sentence in enumerate(group):
                # Each word tests other templates, so a test sentence is new but its kind is not.
                sentence["split"] = "test" if (index + number) % 5 == 4 else "train"
            sentences.extend(group)
    corpus = {
        "format": "attention-lab-sense-corpus",
        "version": 1,
        "senses": [{"zh": "吃的", "en": "something to eat"}, {"zh": "公司", "en": "a company"}],
        "targets": [{"word": t[0], "senses": [{"zh": t[5], "en": t[6]}, {"zh": t[3], "en": t[4]}]} for t in TARGETS],
        "sentences": sentences,
    }
    text = json.dumps(corpus, ensure_ascii=False, indent=1)
    print(text)


if __name__ == "__main__":
    main()
